export { AdminDashboardRoute } from './routes/admin-dashboard';
