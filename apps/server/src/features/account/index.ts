export { registerAccount } from './account.routes';
