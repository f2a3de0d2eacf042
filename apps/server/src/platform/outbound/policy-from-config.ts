import type { Config } from '../config/config';
import type { OutboundPolicy } from './outbound-policy';

/**
 * The hosts webhooks may reach even on private addresses: the bundled sample workflows (which
 * run on this machine) and whatever OUTBOUND_ALLOWED_HOSTS adds. The admin editor validates URLs
 * with this same policy: validateWebhookUrl(url, outboundPolicyFromConfig(config)).
 */
export function outboundPolicyFromConfig(config: Config): OutboundPolicy {
  return { allowedHosts: [new URL(config.SAMPLE_WORKFLOWS_URL).host, ...config.OUTBOUND_ALLOWED_HOSTS] };
}
