export { registerAdminAutomations } from './admin-automations.routes';
export { unsavedTestCallSecretFrom, type UnsavedTestCallSecret } from './test-call-secret';
