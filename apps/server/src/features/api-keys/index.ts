export { registerApiKeys } from './api-keys.routes';
