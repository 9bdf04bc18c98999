import { randomBytes } from 'node:crypto';

/** A payment-request token: 192 random bits, base64url (32 characters). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** An identifier with a readable prefix and 128 random bits: `att_…`, `CS…`, `inv_…`. */
export function newId(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('base64url')}`;
}

/**
 * What a token in a path may look like. A string that cannot be a token is answered like an unknown
 * token (404), not as a bad parameter: a link cut short in an e-mail is "not found" to the payer.
 */
export const tokenPattern = /^[A-Za-z0-9_-]{16,64}$/;
