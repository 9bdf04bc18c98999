/**
 * Idempotency rows keep a keyed hash of the request (HMAC-SHA256 with a server secret), never a
 * plain hash of card data.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { migrate, migrations } from '../src/db/migrations.ts';
import { idempotent, useIdempotencySecret } from '../src/db/idempotency.ts';
import { backends } from './support/harness.ts';

/** A card body as it is hashed (the blobs' content does not matter here). */
const card = { encryptedCardNumber: 'eyJ.number.blob', encryptedSecurityCode: 'eyJ.code.blob' };
const ok = () => Promise.resolve({ status: 200 as const, body: { done: true } });

describe.each(backends())('idempotency hashes on $name', (backend) => {
  let db: Db;
  beforeAll(async () => {
    db = await backend.openEmpty();
  });
  afterAll(() => db.close());

  const storedHash = async (key: string) =>
    (
      await db.query<{ request_hash: string }>(
        'select request_hash from idempotency_keys where key = $1',
        [key],
      )
    ).rows[0]?.request_hash;

  it('old rows lose their plain hash and still replay their answer', async () => {
    await migrate(db, migrations.slice(0, 2));
    const plain = createHash('sha256').update(JSON.stringify(card)).digest('base64url');
    await db.query(
      `insert into idempotency_keys (scope, key, request_hash, response_status, response_body)
       values ('s', 'old', $1, 200, '{"old":true}')`,
      [plain],
    );
    await migrate(db);
    expect(await storedHash('old')).not.toBe(plain);
    const replay = await idempotent(db, 's', 'old', card, ok);
    expect(replay).toMatchObject({ replayed: true, body: { old: true } });
  });

  it('stores an HMAC with the secret kept in the database, not a plain hash', async () => {
    await idempotent(db, 's', 'new', card, ok);
    const { rows } = await db.query<{ value: string }>(
      "select value from meta where key = 'idempotency_secret'",
    );
    const secret = rows[0]?.value;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const plain = createHash('sha256').update(JSON.stringify(card)).digest('base64url');
    const keyed = createHmac('sha256', secret!).update(JSON.stringify(card)).digest('base64url');
    expect(await storedHash('new')).toBe(keyed);
    expect(await storedHash('new')).not.toBe(plain);
    // The same key with another request is still refused.
    await expect(
      idempotent(db, 's', 'new', { ...card, encryptedSecurityCode: 'x' }, ok),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('uses IDEMPOTENCY_SECRET when configured', async () => {
    useIdempotencySecret(db, 'configured-secret');
    await idempotent(db, 's', 'configured', card, ok);
    const keyed = createHmac('sha256', 'configured-secret')
      .update(JSON.stringify(card))
      .digest('base64url');
    expect(await storedHash('configured')).toBe(keyed);
  });
});
