/**
 * Which network addresses a merchant's webhook endpoint may reach (docs/api-contract.md
 * "Webhooks"): public unicast addresses only, so a merchant cannot make the server post into its
 * own network (loopback, the cloud metadata address, private ranges). Pure rules over address
 * strings, used when the endpoint is set and again for the address each attempt dials.
 * IPv6 addresses that carry an IPv4 one (IPv4-mapped, NAT64, 6to4) are judged by that address.
 */
import { isIP } from 'node:net';

export type AddressRule =
  | 'unspecified'
  | 'loopback'
  | 'link-local'
  | 'private'
  | 'unique-local'
  | 'shared (CGNAT)'
  | 'multicast'
  | 'broadcast'
  | 'documentation'
  | 'benchmarking'
  | 'reserved';

/** A parsed address: its family and value (32 or 128 bits). */
export type Ip = { family: 4 | 6; value: bigint };
export type Cidr = Ip & { bits: number; text: string };

type Range = { cidr: string; rule: AddressRule | 'embeds IPv4' };

/** The IPv4 ranges that are not public unicast, most specific first (IANA special-purpose registry). */
const IPV4_RANGES = [
  { cidr: '255.255.255.255/32', rule: 'broadcast' },
  { cidr: '0.0.0.0/8', rule: 'unspecified' },
  { cidr: '10.0.0.0/8', rule: 'private' },
  { cidr: '100.64.0.0/10', rule: 'shared (CGNAT)' },
  { cidr: '127.0.0.0/8', rule: 'loopback' },
  { cidr: '169.254.0.0/16', rule: 'link-local' },
  { cidr: '172.16.0.0/12', rule: 'private' },
  { cidr: '192.0.0.0/24', rule: 'reserved' },
  { cidr: '192.0.2.0/24', rule: 'documentation' },
  { cidr: '192.88.99.0/24', rule: 'reserved' },
  { cidr: '192.168.0.0/16', rule: 'private' },
  { cidr: '198.18.0.0/15', rule: 'benchmarking' },
  { cidr: '198.51.100.0/24', rule: 'documentation' },
  { cidr: '203.0.113.0/24', rule: 'documentation' },
  { cidr: '224.0.0.0/4', rule: 'multicast' },
  { cidr: '240.0.0.0/4', rule: 'reserved' },
] as const satisfies readonly Range[];

/**
 * The IPv6 ranges judged before the global unicast check, most specific first. Everything
 * outside 2000::/3 (global unicast) that is not listed is `reserved`.
 */
const IPV6_RANGES = [
  { cidr: '::/128', rule: 'unspecified' },
  { cidr: '::1/128', rule: 'loopback' },
  { cidr: '::ffff:0:0/96', rule: 'embeds IPv4' },
  { cidr: '64:ff9b::/96', rule: 'embeds IPv4' },
  { cidr: '64:ff9b:1::/48', rule: 'private' },
  { cidr: '2001:db8::/32', rule: 'documentation' },
  { cidr: '2001::/23', rule: 'reserved' },
  { cidr: '2002::/16', rule: 'embeds IPv4' },
  { cidr: '3fff::/20', rule: 'documentation' },
  { cidr: 'fc00::/7', rule: 'unique-local' },
  { cidr: 'fe80::/10', rule: 'link-local' },
  { cidr: 'fec0::/10', rule: 'private' },
  { cidr: 'ff00::/8', rule: 'multicast' },
] as const satisfies readonly Range[];

/** An address as text (IPv4 dotted, IPv6 with or without brackets), or null when it is none. */
export function parseIp(text: string): Ip | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const family = isIP(bare);
  if (family === 4) return { family: 4, value: ipv4Value(bare) };
  if (family === 6) {
    const value = ipv6Value(bare);
    return value === null ? null : { family: 6, value };
  }
  return null;
}

const ipv4Value = (text: string) =>
  text.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);

function ipv6Value(text: string): bigint | null {
  if (text.includes('%')) return null; // a zone index names an interface: never a public target
  let groups = text;
  const lastColon = groups.lastIndexOf(':');
  const tail = groups.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = ipv4Value(tail);
    groups = `${groups.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = groups.split('::');
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const left = split(head);
  const right = rest === undefined ? [] : split(rest);
  const fill = rest === undefined ? 0 : 8 - left.length - right.length;
  const all = [...left, ...Array.from({ length: fill }, () => '0'), ...right];
  if (all.length !== 8) return null;
  return all.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/** `a.b.c.d/n` or `x::/n` (a bare address is /32 or /128), or null when malformed. */
export function parseCidr(text: string): Cidr | null {
  const [address = '', bitsText, extra] = text.trim().split('/');
  const ip = parseIp(address);
  if (!ip || extra !== undefined) return null;
  const width = ip.family === 4 ? 32 : 128;
  const bits = bitsText === undefined ? width : Number(bitsText);
  if (!/^\d{1,3}$/.test(bitsText ?? String(width)) || bits > width) return null;
  return { ...ip, bits, text: text.trim() };
}

export function inCidr(ip: Ip, cidr: Cidr): boolean {
  if (ip.family !== cidr.family) return false;
  const shift = BigInt((ip.family === 4 ? 32 : 128) - cidr.bits);
  return ip.value >> shift === cidr.value >> shift;
}

const compile = (ranges: readonly Range[]) =>
  ranges.map((range) => ({ ...range, cidr: parseCidr(range.cidr)! }));
const V4 = compile(IPV4_RANGES);
const V6 = compile(IPV6_RANGES);
const GLOBAL_UNICAST = parseCidr('2000::/3')!;

/** The IPv4 address an IPv6 one carries (mapped, NAT64: the low 32 bits; 6to4: bits 16–48). */
function embeddedIpv4(ip: Ip): Ip {
  const sixToFour = inCidr(ip, parseCidr('2002::/16')!);
  const value = sixToFour ? (ip.value >> 80n) & 0xffff_ffffn : ip.value & 0xffff_ffffn;
  return { family: 4, value };
}

/** Why an address is not public unicast, or null when it is. */
export function addressRule(ip: Ip): AddressRule | null {
  const ranges = ip.family === 4 ? V4 : V6;
  const match = ranges.find((range) => inCidr(ip, range.cidr));
  if (match?.rule === 'embeds IPv4') return addressRule(embeddedIpv4(ip));
  if (match) return match.rule;
  if (ip.family === 6 && !inCidr(ip, GLOBAL_UNICAST)) return 'reserved';
  return null;
}

/** Where webhooks may go: the sandbox adds loopback; `allowCidrs` (WEBHOOK_ALLOW_CIDRS) opens ranges. */
export type TargetPolicy = { allowLoopback: boolean; allowCidrs: readonly Cidr[] };

export type AddressVerdict =
  { allowed: true } | { allowed: false; rule: AddressRule | 'not an IP' };

/** Whether a webhook may be sent to `address` (as dialled, or as written in a URL). */
export function judgeAddress(address: string, policy: TargetPolicy): AddressVerdict {
  const ip = parseIp(address);
  if (!ip) return { allowed: false, rule: 'not an IP' };
  if (policy.allowCidrs.some((cidr) => inCidr(ip, cidr))) return { allowed: true };
  const rule = addressRule(ip);
  if (rule === null || (rule === 'loopback' && policy.allowLoopback)) return { allowed: true };
  return { allowed: false, rule };
}

/**
 * Host names that name the server's own network whatever they resolve to: `localhost` and its
 * subdomains (loopback), single-label names and private-use suffixes (found through the
 * resolver's search list or local DNS).
 */
export function hostNameRule(hostname: string): 'loopback' | 'internal host name' | null {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return 'loopback';
  if (!name.includes('.')) return 'internal host name';
  if (/\.(local|internal|localdomain|lan|intranet|home\.arpa)$/.test(name)) {
    return 'internal host name';
  }
  return null;
}

/** WEBHOOK_ALLOW_CIDRS: CIDRs separated by commas or spaces; throws naming a malformed one. */
export function parseAllowCidrs(text: string | undefined): Cidr[] {
  const parts = (text ?? '').split(/[\s,]+/).filter(Boolean);
  return parts.map((part) => {
    const cidr = parseCidr(part);
    if (!cidr) {
      throw new Error(`WEBHOOK_ALLOW_CIDRS: "${part}" is not a CIDR like 10.1.2.0/24 or fd00::/8.`);
    }
    return cidr;
  });
}
