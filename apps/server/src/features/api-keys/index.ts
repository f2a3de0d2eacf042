export { registerApiKeys } from './api-keys.routes';
export { applyKeySpendingCap, keySpending } from './key-spending-cap';
