/**
 * The RSA key set the secured fields encrypt card data for. The newest unretired key encrypts
 * (published with the card session); a rotated-out key still decrypts for `KEY_GRACE_MS` after
 * its retirement (blobs made just before the rotation), then is refused. Private keys stay in the
 * database and in this module: never answered, never logged.
 */
import { randomUUID } from 'node:crypto';
import type { CardEncryptionKey } from '@paypage/contract';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Queryable } from '../db/db.ts';

/** How long a retired key still decrypts: as long as a blob stays fresh (generationtime). */
export const KEY_GRACE_MS = 24 * 60 * 60 * 1000;

/** The public half, as the card session publishes it. */
export type PublicCardKey = { kid: string; publicJwk: JWK };

/** A private key as jose takes it. */
export type PrivateCardKey = Awaited<ReturnType<typeof importJWK>>;

type KeyRow = { kid: string; public_jwk: JWK; private_jwk: JWK; retired_at: Date | null };

async function createKey(db: Queryable, now: Date): Promise<PublicCardKey> {
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', {
    modulusLength: 2048,
    extractable: true,
  });
  const kid = `${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomUUID().slice(0, 8)}`;
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RSA-OAEP-256', use: 'enc' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RSA-OAEP-256' };
  await db.query(
    `insert into card_encryption_keys (kid, public_jwk, private_jwk, created_at)
     values ($1, $2::text::jsonb, $3::text::jsonb, $4)`,
    [kid, JSON.stringify(publicJwk), JSON.stringify(privateJwk), now],
  );
  return { kid, publicJwk };
}

/** The key that encrypts now: the newest unretired one, created when there is none. */
export async function activeCardKey(db: Queryable, now = new Date()): Promise<PublicCardKey> {
  const { rows } = await db.query<KeyRow>(
    `select kid, public_jwk from card_encryption_keys where retired_at is null
     order by created_at desc limit 1`,
  );
  const row = rows[0];
  return row ? { kid: row.kid, publicJwk: row.public_jwk } : createKey(db, now);
}

/**
 * The key as the card session publishes it: the public members named one by one (never a spread
 * of the stored JWK), so no private member can reach an answer.
 */
export function publishedKey({ kid, publicJwk }: PublicCardKey): CardEncryptionKey {
  const { kty, n, e } = publicJwk;
  if (kty !== 'RSA' || typeof n !== 'string' || typeof e !== 'string') {
    throw new Error(`The card key ${kid} is not an RSA public key.`);
  }
  return { kid, kty: 'RSA', n, e, alg: 'RSA-OAEP-256', use: 'enc' };
}

/** A new key encrypts from `now`; the ones before it retire (and decrypt for the grace period). */
export async function rotateCardKey(db: Queryable, now = new Date()): Promise<PublicCardKey> {
  await db.query(`update card_encryption_keys set retired_at = $1 where retired_at is null`, [now]);
  return createKey(db, now);
}

/** The private key for `kid`, or undefined when unknown or retired longer than the grace. */
export async function decryptionKey(
  db: Queryable,
  kid: string,
  now = new Date(),
): Promise<PrivateCardKey | undefined> {
  const { rows } = await db.query<KeyRow>(
    `select kid, private_jwk, retired_at from card_encryption_keys where kid = $1`,
    [kid],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.retired_at && now.getTime() - new Date(row.retired_at).getTime() > KEY_GRACE_MS) {
    return undefined;
  }
  return importJWK(row.private_jwk, 'RSA-OAEP-256');
}
