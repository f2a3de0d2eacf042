export { isForbiddenAddress, embeddedIpv4 } from './address-policy';
export { OutboundClient, type OutboundRequest, type OutboundResponse } from './outbound-client';
export {
  OutboundError,
  validateWebhookUrl,
  isAllowedHost,
  type OutboundFailure,
  type OutboundPolicy,
} from './outbound-policy';
export { signWebhook, newWebhookSecret, verifyWebhookSignature } from './sign-webhook';
export { customerOutboundPolicy, engineOutboundPolicy } from './policy-from-config';
