export { AuditLogRoute } from './routes/audit-log';
