/**
 * Secret API keys of the merchant API (docs/api-contract.md "Merchant API"). A key is `pp_sk_`
 * and 256 random bits (base64url), shown once when created. Only its SHA-256 is stored: a key is
 * not a password a person picks, so with 256 bits of entropy no slow hash is needed (no guess
 * list exists to try against a leaked hash), and a plain hash can be looked up by its index. The
 * key's name is its account: the requests a key creates belong to its name, so a new key with
 * the same name (then revoking the old one) rotates a key without losing the requests.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { newId } from '../domain/tokens.ts';

export const KEY_PREFIX = 'pp_sk_';
/** A key as issued: the prefix and 32 random bytes in base64url (43 characters). */
const KEY_SHAPE = /^pp_sk_[A-Za-z0-9_-]{43}$/;
/** A key's name (its account): letters, digits, spaces, dots, dashes and underscores. */
export const KEY_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$/;

export type ApiKeyInfo = {
  id: string;
  name: string;
  /** The prefix and the key's last four characters, to tell keys apart. */
  hint: string;
  createdAt: Date;
  revokedAt: Date | null;
  /** Where the key's webhooks go (null: nowhere). */
  webhookUrl: string | null;
  /** The pages that may embed the key's card widget (merchant/embed-origins.ts). */
  embedOrigins: string[];
};

const hashOf = (key: string) => createHash('sha256').update(key).digest();

/** Creates a key named `name`: the secret is in the answer only, never stored. */
export async function createApiKey(
  db: Queryable,
  name: string,
): Promise<{ id: string; name: string; secret: string }> {
  if (!KEY_NAME.test(name)) {
    throw new Error(
      'A key name is 1 to 64 letters, digits, spaces, dots, dashes or underscores, starting with a letter or digit.',
    );
  }
  const id = newId('key_').slice(0, 20);
  const secret = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db.query('insert into api_keys (id, name, key_hash, key_hint) values ($1, $2, $3, $4)', [
    id,
    name,
    hashOf(secret).toString('hex'),
    `${KEY_PREFIX}…${secret.slice(-4)}`,
  ]);
  return { id, name, secret };
}

export async function listApiKeys(db: Queryable): Promise<ApiKeyInfo[]> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    key_hint: string;
    created_at: Date;
    revoked_at: Date | null;
    webhook_url: string | null;
    embed_origins: string[];
  }>(
    'select id, name, key_hint, created_at, revoked_at, webhook_url, embed_origins from api_keys order by created_at, id',
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    hint: row.key_hint,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    webhookUrl: row.webhook_url,
    embedOrigins: row.embed_origins,
  }));
}

/** Revokes a key: `revoked`, `already-revoked` or `not-found`. */
export async function revokeApiKey(
  db: Queryable,
  id: string,
): Promise<'revoked' | 'already-revoked' | 'not-found'> {
  const { rows } = await db.query(
    'update api_keys set revoked_at = now() where id = $1 and revoked_at is null returning id',
    [id],
  );
  if (rows.length === 1) return 'revoked';
  const found = await db.query('select 1 from api_keys where id = $1', [id]);
  return found.rows.length === 1 ? 'already-revoked' : 'not-found';
}

/**
 * The account (key name) of a live key, or null for a malformed, unknown or revoked one. The
 * lookup is by the key's hash (an attacker cannot aim at a hash by choosing keys); the stored hash
 * is then compared in constant time.
 */
export async function accountOfKey(db: Queryable, key: string): Promise<string | null> {
  return (await liveKey(db, key))?.name ?? null;
}

/** The id and account (name) of a live key, or null (as `accountOfKey`). */
export async function liveKey(
  db: Queryable,
  key: string,
): Promise<{ id: string; name: string } | null> {
  if (!KEY_SHAPE.test(key)) return null;
  const hash = hashOf(key);
  const { rows } = await db.query<{ id: string; name: string; key_hash: string }>(
    'select id, name, key_hash from api_keys where key_hash = $1 and revoked_at is null',
    [hash.toString('hex')],
  );
  const row = rows[0];
  if (!row) return null;
  const stored = Buffer.from(row.key_hash, 'hex');
  return stored.length === hash.length && timingSafeEqual(stored, hash)
    ? { id: row.id, name: row.name }
    : null;
}
