export { registerTokens } from './tokens.routes';
export { getTokenBalance } from './tokens.service';
