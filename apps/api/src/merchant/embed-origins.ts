/**
 * The pages that may embed a merchant's card widget, kept with each secret key (docs/widget.md
 * "Origins", docs/decisions.md): exact origins (`https://shop.example`, no path), at most
 * MAX_EMBED_ORIGINS per key. A request made with a key belongs to the key's name (its account),
 * so the pages allowed for a request are those of every live key of that account; revoking a key
 * takes its pages away. Production takes https origins only (a loopback page is http in
 * development, which the sandbox allows anyway).
 */
import type { Queryable } from '../db/db.ts';

export const MAX_EMBED_ORIGINS = 20;
const MAX_ORIGIN_LENGTH = 200;

export type EmbedOriginsCheck = { origins: string[] } | { error: string };

/** Checks a list of origins as a merchant gave it: each exact, none twice, not too many. */
export function checkEmbedOrigins(
  given: readonly string[],
  mode: 'sandbox' | 'production',
): EmbedOriginsCheck {
  if (given.length > MAX_EMBED_ORIGINS) {
    return { error: `At most ${MAX_EMBED_ORIGINS} embedding origins per key.` };
  }
  const origins: string[] = [];
  for (const origin of given) {
    const error = originError(origin, mode);
    if (error) return { error };
    if (!origins.includes(origin)) origins.push(origin);
  }
  return { origins };
}

function originError(origin: string, mode: 'sandbox' | 'production'): string | null {
  const shown = JSON.stringify(origin.slice(0, 60));
  if (origin.length > MAX_ORIGIN_LENGTH) {
    return `An embedding origin is at most ${MAX_ORIGIN_LENGTH} characters.`;
  }
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `${shown} is not an origin (scheme, host and port, like https://shop.example).`;
  }
  if (url.origin !== origin) {
    return `${shown} is not an origin: write it as ${url.origin === 'null' ? 'https://host' : url.origin}, without a path or a trailing slash.`;
  }
  if (url.protocol !== 'https:' && (mode === 'production' || url.protocol !== 'http:')) {
    return `${shown} must be an https origin${mode === 'sandbox' ? ' (or http in sandbox mode)' : ''}.`;
  }
  return null;
}

/** Sets a live key's pages (replacing them); false when the key is unknown or revoked. */
export async function setKeyEmbedOrigins(
  db: Queryable,
  keyId: string,
  origins: readonly string[],
): Promise<boolean> {
  const { rows } = await db.query(
    'update api_keys set embed_origins = $2::text::jsonb where id = $1 and revoked_at is null returning id',
    [keyId, JSON.stringify(origins)],
  );
  return rows.length === 1;
}

/** A key's pages. */
export async function keyEmbedOrigins(db: Queryable, keyId: string): Promise<string[]> {
  const { rows } = await db.query<{ embed_origins: string[] }>(
    'select embed_origins from api_keys where id = $1',
    [keyId],
  );
  return rows[0]?.embed_origins ?? [];
}

/** The pages of every live key of an account (null account: a request no key made → none). */
export async function accountEmbedOrigins(
  db: Queryable,
  account: string | null,
): Promise<string[]> {
  if (account === null) return [];
  const { rows } = await db.query<{ embed_origins: string[] }>(
    'select embed_origins from api_keys where name = $1 and revoked_at is null',
    [account],
  );
  return [...new Set(rows.flatMap((row) => row.embed_origins))];
}
