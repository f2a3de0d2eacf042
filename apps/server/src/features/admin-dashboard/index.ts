export { registerAdminDashboard } from './admin-dashboard.routes';
