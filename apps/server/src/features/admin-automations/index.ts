export { registerAdminAutomations } from './admin-automations.routes';
export { unsavedTestCallSecretFrom, type UnsavedTestCallSecret } from './test-call-secret';
export { startTrashPurge } from './purge-trash.job';
export { purgeExpiredTrash } from './automation-trash.service';
