import type { Config } from '../config/config';
import type { OutboundPolicy } from './outbound-policy';

/**
 * What webhooks, result files and test calls may reach even on private addresses: the bundled
 * sample workflows' own paths (they run on this machine) and the hosts OUTBOUND_ALLOWED_HOSTS adds.
 * Every other path on Basalt's own host (PUBLIC_URL's, the samples') is refused (decision 028).
 * The admin editor validates URLs with this same policy.
 */
export function outboundPolicyFromConfig(config: Config): OutboundPolicy {
  return {
    allowedHosts: config.OUTBOUND_ALLOWED_HOSTS,
    // Normalised as URL.href is, which is what a checked URL is compared as.
    allowedUrlPrefixes: [new URL(`${config.SAMPLE_WORKFLOWS_URL}/`).href],
    ownHosts: [new URL(config.PUBLIC_URL).host, new URL(config.SAMPLE_WORKFLOWS_URL).host],
  };
}
