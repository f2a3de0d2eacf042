export {
  PaymentSignatureError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider';
export { createPaymentProvider } from './create-payment-provider';
export {
  createSandboxProvider,
  isSandboxProvider,
  SANDBOX_CARDS,
  type DeliverEvent,
  type SandboxProvider,
} from './sandbox/sandbox-provider';
export { registerSandboxCheckoutPage } from './sandbox/sandbox-checkout-page';
