import type { Config } from '../config/config';
import type { OutboundPolicy } from './outbound-policy';

type PolicyConfig = Pick<
  Config,
  'PUBLIC_URL' | 'SAMPLE_WORKFLOWS' | 'SAMPLE_WORKFLOWS_URL' | 'OUTBOUND_ALLOWED_HOSTS' | 'USER_WEBHOOK_ALLOWED_HOSTS'
>;

/** Basalt's own hosts (PUBLIC_URL's, the samples'): no outbound call may reach its other pages (decision 028). */
const ownHostsOf = (config: PolicyConfig) => [
  new URL(config.PUBLIC_URL).host,
  new URL(config.SAMPLE_WORKFLOWS_URL).host,
];

/**
 * Operator engines (DESIGN D17): what automations' webhooks, their test calls and the result files
 * their workflows name may reach even on private addresses: the hosts OUTBOUND_ALLOWED_HOSTS names,
 * and the bundled sample workflows' own paths while this deployment serves them (off, in production
 * by default, the prefix would only be a way into Basalt). Admins' URLs are checked with this policy.
 */
export function engineOutboundPolicy(config: PolicyConfig): OutboundPolicy {
  return {
    allowedHosts: config.OUTBOUND_ALLOWED_HOSTS,
    // Normalised as URL.href is, which is what a checked URL is compared as.
    allowedUrlPrefixes: config.SAMPLE_WORKFLOWS ? [new URL(`${config.SAMPLE_WORKFLOWS_URL}/`).href] : [],
    ownHosts: ownHostsOf(config),
    privateAddressHint:
      ' (for an engine on your own network or this machine, add its host:port to OUTBOUND_ALLOWED_HOSTS)',
  };
}

/**
 * Customers' destinations (DESIGN D17): users' webhook endpoints and a run's webhookUrl. Public
 * addresses only: never an engine host the operator trusts for automations (refused by name, so a
 * customer cannot be handed the internal n8n), never Basalt itself. USER_WEBHOOK_ALLOWED_HOSTS,
 * refused in production by the configuration, lets development and tests use a local receiver.
 */
export function customerOutboundPolicy(config: PolicyConfig): OutboundPolicy {
  return {
    allowedHosts: config.USER_WEBHOOK_ALLOWED_HOSTS,
    ownHosts: ownHostsOf(config),
    reservedHosts: config.OUTBOUND_ALLOWED_HOSTS,
  };
}
