export { registerAuditLog } from './audit-log.routes';
export { recordAdminAction, systemActor, type AdminActionInput } from './record-admin-action';
