import { chatServiceNames, type ChatService } from '@basalt/contracts';
import { isAllowedHost, OutboundError, validateWebhookUrl, type OutboundPolicy } from '../../platform/outbound';

interface UrlShape {
  matches: (url: URL) => boolean;
  /** Says what a right URL looks like, to the person who pasted a wrong one. */
  problem: string;
}

const endsWith = (host: string, suffix: string) => host === suffix.slice(1) || host.endsWith(suffix);

/**
 * What each service's incoming-webhook URL looks like, so a pasted URL of another kind (a channel's
 * page, another service's hook) is refused with a hint instead of failing when the run ends.
 */
export const chatUrlShapes: Record<ChatService, UrlShape> = {
  slack: {
    matches: (url) => url.hostname === 'hooks.slack.com' && url.pathname.startsWith('/services/'),
    problem: 'Enter a Slack incoming-webhook URL: it starts with https://hooks.slack.com/services/',
  },
  discord: {
    matches: (url) =>
      ['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com'].includes(url.hostname) &&
      /^\/api\/webhooks\/\d+\/[\w-]+\/?$/.test(url.pathname),
    problem: 'Enter a Discord webhook URL: it starts with https://discord.com/api/webhooks/',
  },
  teams: {
    // Incoming Webhook connectors (*.webhook.office.com), and the Workflows app's URLs that replace them.
    matches: (url) =>
      (endsWith(url.hostname, '.webhook.office.com') && url.pathname.startsWith('/webhookb2/')) ||
      (endsWith(url.hostname, '.logic.azure.com') && url.pathname.includes('/workflows/')) ||
      (endsWith(url.hostname, '.api.powerplatform.com') && url.pathname.includes('/workflows/')),
    problem:
      'Enter a Teams webhook URL: a Workflows URL (…logic.azure.com/workflows/… or …api.powerplatform.com/…/workflows/…) or an incoming webhook (…webhook.office.com/webhookb2/…)',
  },
};

/**
 * Why a chat URL cannot be used, or null. The service's shape over https, then the customer
 * destination rules (DESIGN D17: public addresses only, never an engine host nor Basalt; each POST
 * checks again when it connects). A host the policy allows (USER_WEBHOOK_ALLOWED_HOSTS, development
 * and tests only) stands in for any service, so a local receiver can play Slack.
 */
export async function chatUrlProblem(service: ChatService, value: string, policy: OutboundPolicy) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `Enter the ${chatServiceNames[service]} webhook URL, starting with https://`;
  }
  if (!isAllowedHost(url, policy.allowedHosts)) {
    if (url.protocol !== 'https:' || !chatUrlShapes[service].matches(url)) return chatUrlShapes[service].problem;
  }
  try {
    await validateWebhookUrl(value, policy);
    return null;
  } catch (error) {
    if (error instanceof OutboundError) return error.message;
    throw error;
  }
}
