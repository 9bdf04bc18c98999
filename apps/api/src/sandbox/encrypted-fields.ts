/**
 * Opens the secured fields' blobs: compact JWE (RSA-OAEP-256 + A256GCM, header `kid`) whose
 * payload is `{ <field>: value, generationtime }`. Unknown or retired keys, tampered or stale
 * blobs are refused with a message for a 422; the values, and the blob itself (not even its
 * header's kid), never reach a log or an answer.
 */
import { compactDecrypt, decodeProtectedHeader } from 'jose';
import type { Queryable } from '../db/db.ts';
import { decryptionKey } from './card-keys.ts';

/** How old a blob may be, and how far in the future (clock skew) it may claim to be made. */
export const BLOB_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const BLOB_MAX_SKEW_MS = 5 * 60 * 1000;

/** The payload's key for each encrypted body field. */
export const FIELD_KEYS = {
  encryptedCardNumber: 'number',
  encryptedExpiryMonth: 'expiryMonth',
  encryptedExpiryYear: 'expiryYear',
  encryptedSecurityCode: 'cvc',
  encryptedPassword: 'password',
  encryptedBin: 'binValue',
} as const;

export type EncryptedField = keyof typeof FIELD_KEYS;

/** What a key id may look like: 1–128 visible ASCII characters (ours: `20261125-5f3c9a1e`). */
const KID = /^[\x21-\x7e]{1,128}$/;

/** A blob refused: `message` is safe to answer (it names the field, never its content). */
export class EncryptedFieldError extends Error {}

function headerKid(field: EncryptedField, blob: string): string {
  try {
    const { kid } = decodeProtectedHeader(blob);
    // Only a plausible key id reaches the database (no NUL or other control characters).
    if (typeof kid === 'string' && KID.test(kid)) return kid;
  } catch {
    // answered below
  }
  throw new EncryptedFieldError(`${field} is not a JWE with a key id (kid).`);
}

/** The plain value of one encrypted field, or EncryptedFieldError. */
export async function openField(
  db: Queryable,
  field: EncryptedField,
  blob: string,
  now = new Date(),
): Promise<string> {
  const kid = headerKid(field, blob);
  const key = await decryptionKey(db, kid, now);
  if (!key) {
    throw new EncryptedFieldError(
      `${field} was encrypted with an unknown or retired key; reload the page.`,
    );
  }
  let payload: Record<string, unknown>;
  try {
    const { plaintext } = await compactDecrypt(blob, key, {
      keyManagementAlgorithms: ['RSA-OAEP-256'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    payload = JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>;
  } catch {
    throw new EncryptedFieldError(`${field} could not be decrypted.`);
  }
  const value = payload[FIELD_KEYS[field]];
  const made = Date.parse(String(payload.generationtime));
  if (typeof value !== 'string' || Number.isNaN(made)) {
    throw new EncryptedFieldError(
      `${field} does not hold ${FIELD_KEYS[field]} and generationtime.`,
    );
  }
  const age = now.getTime() - made;
  if (age > BLOB_MAX_AGE_MS || age < -BLOB_MAX_SKEW_MS) {
    throw new EncryptedFieldError(
      `${field} is stale (generationtime older than 24 hours or in the future); encrypt it again.`,
    );
  }
  return value;
}
