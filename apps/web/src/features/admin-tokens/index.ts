export { TokenManagementRoute } from './routes/token-management';
