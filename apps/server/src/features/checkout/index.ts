export { registerCheckout, PAYMENT_WEBHOOK_PATH } from './checkout.routes';
export { startCheckoutJobs } from './checkout.jobs';
