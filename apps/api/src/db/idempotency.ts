import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { Db, Queryable } from './db.ts';
import { ApiError, badRequest } from '../http/errors.ts';

/** What an operation answers: a status and a JSON body, stored for idempotent retries. */
export type Answer = { status: 200 | 201 | 400 | 404 | 409 | 410 | 422; body: unknown };

/** The `Idempotency-Key` header, if sent (1–255 visible ASCII characters). */
export function idempotencyKey(c: Context): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters.');
  }
  return key;
}

/** What migration 3 left of a row stored before keyed hashes: it replays for any request. */
export const LEGACY_HASH = 'legacy';

const secrets = new WeakMap<Db, Promise<string>>();

/** Uses `secret` (IDEMPOTENCY_SECRET) for the request hashes of `db` instead of the stored one. */
export function useIdempotencySecret(db: Db, secret: string) {
  secrets.set(db, Promise.resolve(secret));
}

/** The server's secret for request hashes: generated and stored in `meta` on first use. */
function secretOf(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db.query(
        "insert into meta (key, value) values ('idempotency_secret', $1) on conflict do nothing",
        [randomBytes(32).toString('base64url')],
      );
      const { rows } = await db.query<{ value: string }>(
        "select value from meta where key = 'idempotency_secret'",
      );
      return rows[0]!.value;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/** HMAC-SHA256 of the request's JSON with the server's secret: never a plain hash of card data. */
export const hashOf = (secret: string, value: unknown) =>
  createHmac('sha256', secret).update(JSON.stringify(value)).digest('base64url');

/**
 * Runs `operation` in a transaction. With a key, the first answer is stored in the same
 * transaction, and a retry with the key gets that answer again without running anything. The
 * request is kept as a keyed hash (HMAC with the server's secret), to tell a reused key. A
 * concurrent retry waits for the first to commit (PostgreSQL: the unique key blocks; PGlite: one
 * transaction at a time). The same key with a different request is refused.
 */
export async function idempotent(
  db: Db,
  scope: string,
  key: string | undefined,
  request: unknown,
  operation: (tx: Queryable) => Promise<Answer>,
): Promise<Answer & { replayed: boolean }> {
  if (key === undefined) {
    return { ...(await db.transaction(operation)), replayed: false };
  }
  const requestHash = hashOf(await secretOf(db), request);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `insert into idempotency_keys (scope, key, request_hash) values ($1, $2, $3)
       on conflict do nothing returning key`,
      [scope, key, requestHash],
    );
    if (claimed.rows.length === 0) {
      const replay = await storedAnswerIn(tx, scope, key, requestHash);
      if (!replay) throw stillInProgress();
      return replay;
    }
    const answer = await operation(tx);
    await replaceAnswer(tx, scope, key, answer);
    return { ...answer, replayed: false };
  });
}

const stillInProgress = () =>
  new ApiError(409, 'A request with this Idempotency-Key is still in progress.');

/**
 * The answer stored under `key` for this request (null when the key is new), without running
 * anything: an operation whose provider calls come before its transaction asks this first, so a
 * retry replays the answer without calling the provider again. The key used with another request
 * is refused (422); the key of a request still running answers 409.
 */
export async function storedAnswer(
  db: Db,
  scope: string,
  key: string | undefined,
  request: unknown,
): Promise<(Answer & { replayed: true }) | null> {
  if (key === undefined) return null;
  return storedAnswerIn(db, scope, key, hashOf(await secretOf(db), request));
}

async function storedAnswerIn(
  db: Queryable,
  scope: string,
  key: string,
  requestHash: string,
): Promise<(Answer & { replayed: true }) | null> {
  const { rows } = await db.query<{
    request_hash: string;
    response_status: number | null;
    response_body: unknown;
  }>(
    'select request_hash, response_status, response_body from idempotency_keys where scope = $1 and key = $2',
    [scope, key],
  );
  const stored = rows[0];
  if (!stored) return null;
  if (stored.request_hash !== requestHash && stored.request_hash !== LEGACY_HASH) {
    throw new ApiError(422, 'This Idempotency-Key was already used with a different request.');
  }
  if (stored.response_status === null) throw stillInProgress();
  return {
    status: stored.response_status as Answer['status'],
    body: stored.response_body,
    replayed: true,
  };
}

/**
 * Stores the answer of a key (replacing the one stored: an operation whose last step, after its
 * transaction, changed the outcome); a retry with the key then gets it. Without a key, nothing.
 */
export async function replaceAnswer(
  db: Queryable,
  scope: string,
  key: string | undefined,
  answer: Answer,
): Promise<void> {
  if (key === undefined) return;
  await db.query(
    `update idempotency_keys set response_status = $3, response_body = $4::text::jsonb
     where scope = $1 and key = $2`,
    [scope, key, answer.status, JSON.stringify(answer.body)],
  );
}
