import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';

/**
 * A resolver for tests, which run offline: names map to fixed addresses; a function entry answers
 * differently on each call (DNS rebinding).
 */
export function fixedLookup(names: Record<string, string[] | (() => string[])>): LookupFunction {
  return (hostname, _options, callback) => {
    const entry = names[hostname.toLowerCase()];
    const addresses = typeof entry === 'function' ? entry() : entry;
    if (!addresses) {
      const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return callback(error, '', 0);
    }
    const list = addresses.map((address) => ({ address, family: isIP(address) }));
    (callback as unknown as (error: null, all: typeof list) => void)(null, list);
  };
}
