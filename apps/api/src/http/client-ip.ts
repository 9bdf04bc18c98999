import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's IP. Behind `trustProxy` proxies of your own (TRUST_PROXY: how many; `true` is
 * one), the client is the X-Forwarded-For entry that many from the right (`forwardedClient`):
 * each proxy appends the address it got the request from, so what the client wrote itself is
 * further left and never read. Otherwise, or without the header, the socket's address.
 */
export function clientIp(c: Context, trustProxy: boolean | number): string {
  const forwarded = forwardedClient(c.req.header('x-forwarded-for'), trustedHops(trustProxy));
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not served over a socket (app.request in a script)
  }
}

export const trustedHops = (trustProxy: boolean | number): number =>
  trustProxy === true ? 1 : trustProxy === false ? 0 : trustProxy;

/**
 * The client's address in an X-Forwarded-For header behind `hops` trusted proxies: the entry
 * `hops` from the right (the nearest proxy's socket is hop 1, it appended the one before it),
 * or the leftmost when there are fewer entries; null with no proxy trusted or no entry.
 */
export function forwardedClient(header: string | undefined, hops: number): string | null {
  if (hops < 1 || !header) return null;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries[Math.max(0, entries.length - hops)] ?? null;
}
