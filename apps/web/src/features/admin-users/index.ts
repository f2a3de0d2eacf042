export { UserManagementRoute } from './routes/user-management';
