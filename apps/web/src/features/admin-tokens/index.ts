export { TokenManagementRoute } from './routes/token-management';
export { PurchasesRoute } from './routes/purchases';
