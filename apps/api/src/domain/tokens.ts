import { randomBytes } from 'node:crypto';

/** A payment-request token: 192 random bits, base64url (32 characters). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** An identifier with a readable prefix and 128 random bits: `att_…`, `CS…`, `inv_…`. */
export function newId(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('base64url')}`;
}
