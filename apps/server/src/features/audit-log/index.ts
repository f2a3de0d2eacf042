export { registerAuditLog } from './audit-log.routes';
export { recordAdminAction, type AdminActionInput } from './record-admin-action';
