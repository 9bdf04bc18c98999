import { describe, expect, it, onTestFinished } from 'vitest';
import { encryptField } from '../../../../packages/checkout/src/secured-fields/encrypt.ts';
import { openPglite } from '../db/db.ts';
import { migrate } from '../db/migrations.ts';
import { activeCardKey, decryptionKey, KEY_GRACE_MS, rotateCardKey } from './card-keys.ts';
import { EncryptedFieldError, openField } from './encrypted-fields.ts';

const HOUR = 60 * 60 * 1000;
const t0 = new Date('2026-11-25T09:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

/** The migrated database, made once for the file; each test starts from a copy of it. */
const migrated = (async () => {
  const db = await openPglite();
  await migrate(db);
  const dump = await db.dumpDataDir();
  await db.close();
  return dump;
})();

async function freshDb() {
  const db = await openPglite(undefined, await migrated);
  onTestFinished(() => db.close());
  return db;
}

describe('the card key set', { timeout: 120_000 }, () => {
  it('creates one key on first use, then keeps answering it', async () => {
    const db = await freshDb();
    const first = await activeCardKey(db, t0);
    expect(first.publicJwk).toMatchObject({ kty: 'RSA', kid: first.kid, alg: 'RSA-OAEP-256' });
    expect(first.publicJwk).not.toHaveProperty('d');
    expect(await activeCardKey(db, at(HOUR))).toEqual(first);
    const { rows } = await db.query('select count(*)::int as n from card_encryption_keys');
    expect(rows[0]?.n).toBe(1);
  });

  it('rotates: the newest key encrypts, the old one decrypts for the grace period, then not', async () => {
    const db = await freshDb();
    const old = await activeCardKey(db, t0);
    const blob = await encryptField(
      { kid: old.kid, jwk: old.publicJwk as never },
      {
        number: '4111111111111111',
        generationtime: t0.toISOString(),
      },
    );
    const fresh = await rotateCardKey(db, at(HOUR));
    expect(fresh.kid).not.toBe(old.kid);
    expect(await activeCardKey(db, at(HOUR))).toEqual(fresh);
    expect(await openField(db, 'encryptedCardNumber', blob, at(2 * HOUR))).toBe('4111111111111111');
    expect(await decryptionKey(db, old.kid, at(HOUR + KEY_GRACE_MS))).toBeDefined();
    expect(await decryptionKey(db, old.kid, at(HOUR + KEY_GRACE_MS + 1))).toBeUndefined();
    expect(await decryptionKey(db, fresh.kid, at(HOUR + KEY_GRACE_MS + 1))).toBeDefined();
  });
});

describe('opening encrypted fields (encrypt.ts → jose)', { timeout: 120_000 }, () => {
  it('opens every field the frames encrypt', async () => {
    const db = await freshDb();
    const { kid, publicJwk } = await activeCardKey(db, t0);
    const generationtime = t0.toISOString();
    const cases = [
      ['encryptedCardNumber', { number: '5555444433331111', generationtime }, '5555444433331111'],
      ['encryptedExpiryMonth', { expiryMonth: '03', generationtime }, '03'],
      ['encryptedExpiryYear', { expiryYear: '2030', generationtime }, '2030'],
      ['encryptedSecurityCode', { cvc: '737', generationtime }, '737'],
      ['encryptedPassword', { password: '12', generationtime }, '12'],
    ] as const;
    for (const [field, payload, value] of cases) {
      const blob = await encryptField({ kid: kid, jwk: publicJwk as never }, payload);
      expect(blob.split('.')).toHaveLength(5);
      expect(await openField(db, field, blob, at(HOUR))).toBe(value);
    }
  });

  it('refuses tampered, stale, future, unknown-kid and wrong-field blobs with a message', async () => {
    const db = await freshDb();
    const { kid, publicJwk } = await activeCardKey(db, t0);
    const make = (generationtime: Date) =>
      encryptField(
        { kid: kid, jwk: publicJwk as never },
        {
          cvc: '737',
          generationtime: generationtime.toISOString(),
        },
      );
    const good = await make(t0);
    const parts = good.split('.');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const tampered = [parts[0], parts[1], parts[2], flip(parts[3] ?? ''), parts[4]].join('.');
    const refusals: [string, () => Promise<string>, RegExp][] = [
      [
        'tampered',
        () => openField(db, 'encryptedSecurityCode', tampered, t0),
        /could not be decrypted/,
      ],
      ['stale', () => openField(db, 'encryptedSecurityCode', good, at(24 * HOUR + 1)), /stale/],
      [
        'future',
        async () => openField(db, 'encryptedSecurityCode', await make(at(HOUR)), t0),
        /stale/,
      ],
      [
        'unknown kid',
        async () =>
          openField(
            db,
            'encryptedSecurityCode',
            await encryptField(
              { kid: 'nope', jwk: publicJwk as never },
              {
                cvc: '1',
                generationtime: t0.toISOString(),
              },
            ),
            t0,
          ),
        /^encryptedSecurityCode was encrypted with an unknown or retired key; reload the page\.$/,
      ],
      ['not a JWE', () => openField(db, 'encryptedSecurityCode', 'test_737', t0), /not a JWE/],
      ...['a\u0000b', '', 'k'.repeat(129), 'kid with spaces'].map(
        (kid): [string, () => Promise<string>, RegExp] => [
          `kid ${JSON.stringify(kid)}`,
          async () =>
            openField(
              db,
              'encryptedSecurityCode',
              await encryptField(
                { kid, jwk: publicJwk as never },
                { cvc: '1', generationtime: t0.toISOString() },
              ),
              t0,
            ),
          /not a JWE with a key id/,
        ],
      ),
      ['wrong field', () => openField(db, 'encryptedCardNumber', good, t0), /does not hold number/],
    ];
    for (const [, refused, message] of refusals) {
      const error: unknown = await refused().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(EncryptedFieldError);
      expect((error as Error).message).toMatch(message);
    }
    expect(await openField(db, 'encryptedSecurityCode', good, at(24 * HOUR))).toBe('737');
  });
});
