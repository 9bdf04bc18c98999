/// <reference types="node" />
/**
 * `@paypage/contract/webhooks`: the signature of the webhooks paypage sends a merchant
 * (docs/api-contract.md "Webhooks"), for Node. Each delivery carries
 * `Paypage-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`; the merchant
 * checks it with its endpoint's signing secret (`whsec_…`) over the raw body, as received, and
 * refuses a timestamp outside the tolerance window (a replayed old delivery). The page never
 * imports this module (it needs node:crypto).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that carries the signature. */
export const SIGNATURE_HEADER = 'Paypage-Signature';
/** The header that carries the event's id (the same on every attempt: deduplicate by it). */
export const EVENT_ID_HEADER = 'Paypage-Event-Id';

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The `Paypage-Signature` value of `body` signed with `secret` at `timestamp` (unix seconds). */
export function signPaypagePayload(body: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * Whether `header` (the `Paypage-Signature` value) signs `body` (the raw request body) with
 * `secret`, at a time within `toleranceSeconds` of `now` (default: 300 s, the clock). Any `v1`
 * of the header may match (several are sent while a secret is being rotated).
 */
export function verifyPaypageSignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  { toleranceSeconds = 300, now = new Date() }: { toleranceSeconds?: number; now?: Date } = {},
): boolean {
  if (!header) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = parts.find(([name]) => name === 't')?.[1];
  if (!t || !/^\d{1,12}$/.test(t)) return false;
  const timestamp = Number(t);
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return parts.some(([name, value]) => {
    if (name !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}
