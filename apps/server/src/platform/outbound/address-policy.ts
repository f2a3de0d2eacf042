import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may never reach (DESIGN §2.5): this host, private networks, link-local and
 * cloud metadata, carrier-grade NAT, multicast, reserved and documentation ranges, and IPv6 forms
 * that embed an IPv4 address (checked by the address they embed).
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Expands an IPv6 address to its eight 16-bit groups. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const v4From = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/** The IPv4 address an IPv6 address carries: mapped, compatible, NAT64 or 6to4 forms. */
export function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return v4From(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4From(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4From(g[1]!, g[2]!);
  return null;
}

/**
 * IPv4-translated ::ffff:0:0/96 (RFC 2765) and local-use NAT64 64:ff9b:1::/48 (RFC 8215): a
 * translator on the path turns them into IPv4 addresses of its choosing, so no public destination
 * lives there. Checked on the groups because node's BlockList does not match the translated form.
 */
function isTranslatedOrLocalNat64(g: number[]): boolean {
  const translated = g.slice(0, 4).every((group) => group === 0) && g[4] === 0xffff && g[5] === 0;
  const localNat64 = g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1;
  return translated || localNat64;
}

/** True when an outbound call must not connect to this resolved IP address. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  if (isTranslatedOrLocalNat64(ipv6Groups(address))) return true;
  const v4 = embeddedIpv4(address);
  if (v4) return blocked.check(v4, 'ipv4') || v4 === '0.0.0.0';
  return blocked.check(address.split('%')[0]!, 'ipv6');
}
