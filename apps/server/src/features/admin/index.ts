export { registerAdminGuard, ADMIN_API_PREFIX } from './admin-guard';
