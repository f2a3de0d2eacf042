export { registerTokens } from './tokens.routes';
export { grantWelcomeTokens } from './welcome-tokens';
