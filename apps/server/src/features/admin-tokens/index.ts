export { registerAdminTokens } from './admin-tokens.routes';
