import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isForbiddenAddress } from './address-policy';

/** Why an outbound call did not get an answer; the run engine maps each to a refunded failure (D4). */
export type OutboundFailure = 'refused_address' | 'timeout' | 'unreachable' | 'response_too_large';

export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface OutboundPolicy {
  /** host or host:port entries that may be private (OUTBOUND_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  /** URLs under these prefixes may be private: the bundled sample workflows (`$SAMPLE_WORKFLOWS_URL/`). */
  allowedUrlPrefixes?: readonly string[];
  /**
   * Basalt's own hosts (PUBLIC_URL's, the samples'): refused whatever they resolve to, except under
   * allowedUrlPrefixes, so no webhook or result file can reach Basalt's other pages.
   */
  ownHosts?: readonly string[];
  /**
   * Refused by name whatever they resolve to: for customers' destinations, the operator's engine
   * hosts (OUTBOUND_ALLOWED_HOSTS), which are open to automations only (DESIGN D17, decision 050).
   */
  reservedHosts?: readonly string[];
  /** Ends the refusal of a private address: what the person who typed the URL can do about it. */
  privateAddressHint?: string;
  /** DNS resolution; tests inject names that resolve to private addresses. */
  lookup?: LookupFunction;
}

/** The URL's host without IPv6 brackets, as the resolver and the socket see it. */
export const bareHostname = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

export function isAllowedHost(url: URL, allowedHosts: readonly string[]): boolean {
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  return allowedHosts.some((entry) => {
    const allowed = entry.toLowerCase();
    return allowed === host || allowed === hostname;
  });
}

/**
 * How a URL's destination is judged before any address check: `allowed` (a sample workflow path
 * or an allow-listed host: connect whatever it resolves to), `own` (another page of Basalt itself:
 * refuse), `reserved` (an engine host, for a customer: refuse), or `check` (every address it
 * resolves to must be public).
 */
export function destinationOf(url: URL, policy: OutboundPolicy): 'allowed' | 'own' | 'reserved' | 'check' {
  if (policy.allowedUrlPrefixes?.some((prefix) => url.href.startsWith(prefix))) return 'allowed';
  if (isAllowedHost(url, policy.ownHosts ?? [])) return 'own';
  if (isAllowedHost(url, policy.reservedHosts ?? [])) return 'reserved';
  return isAllowedHost(url, policy.allowedHosts) ? 'allowed' : 'check';
}

/** The refusal of a destination judged by name (`own` or `reserved`), before any address is looked up. */
export function refusedByName(destination: 'own' | 'reserved') {
  return new OutboundError(
    'refused_address',
    destination === 'own'
      ? 'Webhook URL must not point to Basalt itself'
      : "Webhook URL must not point to one of this Basalt's automation engines",
  );
}

export const refusedAddress = (policy: Pick<OutboundPolicy, 'privateAddressHint'>) =>
  new OutboundError(
    'refused_address',
    `Webhook URL must not point to a private, loopback or link-local address${policy.privateAddressHint ?? ''}`,
  );

/**
 * A `lookup` for node's sockets that refuses forbidden addresses after resolution, at connect time,
 * so a name that resolves differently later (DNS rebinding) cannot slip past an earlier check.
 */
export function guardedLookup(policy: OutboundPolicy): LookupFunction {
  const lookup = policy.lookup ?? dnsLookup;
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = Array.isArray(addresses) ? addresses : [{ address: addresses, family: isIP(addresses) }];
      if (list.length === 0 || list.some((entry) => isForbiddenAddress(entry.address))) {
        return callback(refusedAddress(policy), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function resolveAll(lookup: LookupFunction, hostname: string) {
  return new Promise<string[]>((resolve, reject) => {
    lookup(hostname, { all: true }, (error, addresses) => {
      if (error) reject(error);
      else resolve(Array.isArray(addresses) ? addresses.map((entry) => entry.address) : [addresses]);
    });
  });
}

/**
 * The check a webhook URL passes before it is saved or given for a run (and every call repeats at
 * connect time): http(s) only, no credentials in the URL, and every address the name resolves to
 * public, unless the policy allows the host. Throws an OutboundError whose message is shown to the
 * person who typed the URL.
 */
export async function validateWebhookUrl(value: string, policy: OutboundPolicy): Promise<URL> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OutboundError('refused_address', 'Webhook URL must be a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('refused_address', 'Webhook URL must start with http:// or https://');
  }
  if (url.username || url.password) {
    throw new OutboundError('refused_address', 'Webhook URL must not contain a user name or password');
  }
  const destination = destinationOf(url, policy);
  if (destination === 'own' || destination === 'reserved') throw refusedByName(destination);
  if (destination === 'allowed') return url;
  const hostname = bareHostname(url);
  if (isIP(hostname)) {
    if (isForbiddenAddress(hostname)) throw refusedAddress(policy);
    return url;
  }
  let addresses: string[];
  try {
    addresses = await resolveAll(policy.lookup ?? dnsLookup, hostname);
  } catch {
    throw new OutboundError('unreachable', `Webhook URL host ${hostname} could not be found`);
  }
  if (addresses.length === 0 || addresses.some(isForbiddenAddress)) throw refusedAddress(policy);
  return url;
}
