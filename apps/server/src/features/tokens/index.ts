export { registerTokens } from './tokens.routes';
export { getTokenBalance } from './tokens.service';
export { grantWelcomeTokens } from './welcome-tokens';
