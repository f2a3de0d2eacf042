export { registerAdminUsers } from './admin-users.routes';
