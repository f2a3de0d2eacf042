export { registerWelcomeCredit } from './welcome-credit.routes';
export { currentWelcomeCredit, grantWelcomeCredit, WELCOME_CREDIT_DESCRIPTION } from './welcome-credit.service';
