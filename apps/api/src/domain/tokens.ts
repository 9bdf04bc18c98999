import { randomBytes } from 'node:crypto';

/** A payment-request token: 192 random bits, base64url (32 characters). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** An identifier with a readable prefix and 128 random bits: `att_…`, `CS…`, `inv_…`. */
export function newId(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('base64url')}`;
}

/** Crockford's base 32 (no I, L, O, U: read aloud without doubt); 32 letters, so a byte maps evenly. */
export const READABLE = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A processor reference as the sandbox gives each payment: 16 readable characters, like Adyen's
 * pspReference (80 random bits).
 */
export function newProcessorReference(): string {
  return Array.from(randomBytes(16), (byte) => READABLE[byte % READABLE.length]).join('');
}
