export { registerTokens } from './tokens.routes';
