/**
 * The server side of the secured fields: the card session publishes the frames' origin
 * and the active public card key; the sandbox processor's `payments` opens the frames' JWE blobs
 * (made here by the frames' own encrypt.ts) and answers a blob it cannot open 422 naming the field.
 */
import { cardSessionSchema, encryptedFieldErrorSchema } from '@paypage/contract/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptField } from '../../../packages/checkout/src/secured-fields/encrypt.ts';
import { activeCardKey, rotateCardKey } from '../src/sandbox/card-keys.ts';
import {
  backends,
  createRequest,
  HELD_SETTLEMENT,
  json,
  startServer,
  type TestServer,
} from './support/harness.ts';

const FRAMES_ORIGIN = 'http://localhost:3443';
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'];

type Session = {
  id: string;
  sessionData: string;
  securedFields?: {
    origin: string;
    key: { kid: string; kty: 'RSA'; n: string; e: string; alg: string; use: string };
  };
};
type Key = NonNullable<Session['securedFields']>['key'];

/** What the frames send for a card, each field encrypted on its own, as frame/main.ts does. */
async function encryptedCard(
  key: Key,
  card: { number: string; month?: string; year?: string; cvc?: string | null },
  generationtime = new Date().toISOString(),
) {
  const publicKey = { kid: key.kid, jwk: { kty: key.kty, n: key.n, e: key.e } };
  const seal = (payload: Record<string, string>) =>
    encryptField(publicKey, { ...payload, generationtime });
  const cvc = card.cvc === undefined ? '737' : card.cvc;
  return {
    type: 'scheme',
    holderName: 'J. Smith',
    encryptedCardNumber: await seal({ number: card.number }),
    encryptedExpiryMonth: await seal({ expiryMonth: card.month ?? '03' }),
    encryptedExpiryYear: await seal({ expiryYear: card.year ?? '2030' }),
    ...(cvc === null ? {} : { encryptedSecurityCode: await seal({ cvc }) }),
  };
}

/** The blob with one character of its ciphertext changed (GCM refuses it). */
function tamper(blob: string): string {
  const parts = blob.split('.');
  const text = parts[3] ?? '';
  parts[3] = (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
  return parts.join('.');
}

describe.each(backends())('encrypted card fields on $name', { timeout: 60_000 }, (backend) => {
  let server: TestServer;
  const printed: string[] = [];

  beforeAll(async () => {
    server = await startServer(await backend.open(), { securedFieldsOrigin: FRAMES_ORIGIN });
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(args.map(String).join(' '));
      });
    }
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server.close();
  });
  afterEach(() => {
    printed.length = 0;
  });

  async function openSession() {
    // Paid requests stay PROCESSING for the tests to read (no race with the settlement timer).
    const { token } = await createRequest(server, { sandbox: HELD_SETTLEMENT });
    const request = await json<{ organizationId: string }>(
      await server.call(`/api/v1/collect/${token}`),
    );
    const response = await server.call(`/api/v1/collect/${token}/adyen/session`, {
      method: 'POST',
      json: { organizationId: request.organizationId },
    });
    expect(response.status).toBe(200);
    const session = await json<Session>(response);
    expect(session.securedFields).toBeDefined();
    return { token, session, key: session.securedFields!.key };
  }

  const pay = (
    session: Session,
    paymentMethod: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    server.call(`/api/v1/sandbox/adyen/sessions/${session.id}/payments`, {
      method: 'POST',
      headers,
      json: { sessionData: session.sessionData, paymentMethod, storePaymentMethod: false },
    });

  const statusOf = async (token: string) =>
    (await json<{ status: string }>(await server.call(`/api/v1/collect/${token}`))).status;

  /** Neither the answer nor anything the server logged or printed holds a part of the blobs. */
  function expectNoBlobIn(text: string, method: Record<string, unknown>) {
    const blobs = Object.values(method).filter(
      (value): value is string => typeof value === 'string' && value.split('.').length === 5,
    );
    const seen = [text, ...server.logs, ...printed].join('\n');
    for (const blob of blobs) {
      for (const part of blob.split('.').filter((p) => p.length >= 16)) {
        expect(seen).not.toContain(part);
      }
    }
  }

  describe('the card session', () => {
    it('publishes the frames origin and the active public key, without private members', async () => {
      const { session } = await openSession();
      const active = await activeCardKey(server.services.db);
      expect(session.securedFields).toEqual({
        origin: FRAMES_ORIGIN,
        key: {
          kid: active.kid,
          kty: 'RSA',
          n: expect.stringMatching(/^[A-Za-z0-9_-]{342}$/),
          e: 'AQAB',
          alg: 'RSA-OAEP-256',
          use: 'enc',
        },
      });
      for (const member of PRIVATE_MEMBERS) {
        expect(session.securedFields!.key).not.toHaveProperty(member);
      }
      expect(cardSessionSchema.parse(session).securedFields).toEqual(session.securedFields);
    });

    it('carries the new kid after a rotation; a blob of the old key still pays', async () => {
      const before = await openSession();
      const oldBlobs = await encryptedCard(before.key, { number: '4111111111111111' });
      const rotated = await rotateCardKey(server.services.db);
      const after = await openSession();
      expect(after.key.kid).toBe(rotated.kid);
      expect(after.key.kid).not.toBe(before.key.kid);
      expect(after.key.n).not.toBe(before.key.n);
      const paid = await pay(after.session, oldBlobs);
      expect(await json(paid)).toMatchObject({ resultCode: 'Authorised' });
    });

    it('carries no securedFields when no frames are served', async () => {
      const plain = await startServer(await backend.open());
      try {
        const { token } = await createRequest(plain);
        const { organizationId } = await json<{ organizationId: string }>(
          await plain.call(`/api/v1/collect/${token}`),
        );
        const session = await json<Session>(
          await plain.call(`/api/v1/collect/${token}/adyen/session`, {
            method: 'POST',
            json: { organizationId },
          }),
        );
        expect(session).not.toHaveProperty('securedFields');
      } finally {
        await plain.close();
      }
    });
  });

  describe('payments with JWE card fields', () => {
    it('a test card is Authorised and the request moves to PROCESSING', async () => {
      const { token, session, key } = await openSession();
      const method = await encryptedCard(key, { number: '4111111111111111' });
      const response = await pay(session, method);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({
        resultCode: 'Authorised',
        sessionData: session.sessionData,
        sessionResult: expect.any(String),
      });
      expect(await statusOf(token)).toBe('PROCESSING');
      expectNoBlobIn(text, method);
      expect([...server.logs, ...printed].join('\n')).not.toContain('4111111111111111');
    });

    it('an Amex with its 4-digit code is Authorised', async () => {
      const { session, key } = await openSession();
      const method = await encryptedCard(key, { number: '370000000000002', cvc: '7373' });
      expect(await json(await pay(session, method))).toMatchObject({ resultCode: 'Authorised' });
    });

    it('the refused test card is Refused and the request stays UNPAID', async () => {
      const { token, session, key } = await openSession();
      const method = await encryptedCard(key, { number: '4000000000000002' });
      expect(await json(await pay(session, method))).toEqual({
        resultCode: 'Refused',
        refusalReason: 'Refused',
        sessionData: session.sessionData,
      });
      expect(await statusOf(token)).toBe('UNPAID');
    });

    it('a missing security code where the brand requires one is refused (CVC Declined)', async () => {
      const { token, session, key } = await openSession();
      const method = await encryptedCard(key, { number: '4111111111111111', cvc: null });
      expect(await json(await pay(session, method))).toMatchObject({
        resultCode: 'Refused',
        refusalReason: 'CVC Declined',
      });
      expect(await statusOf(token)).toBe('UNPAID');
    });

    it('refuses the provider’s unencrypted test format (test_ + the value): 400, a JWE is required', async () => {
      const { session, key } = await openSession();
      const method = {
        ...(await encryptedCard(key, { number: '4111111111111111' })),
        encryptedCardNumber: 'test_4111111111111111',
      };
      const response = await pay(session, method);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await json(response))).toContain('encryptedCardNumber');
    });

    type Refusal = [
      name: string,
      change: (key: Key) => Promise<Record<string, unknown>>,
      field: string,
      message: RegExp,
    ];
    const refusals: Refusal[] = [
      [
        'a tampered card number',
        async (key) => {
          const method = await encryptedCard(key, { number: '4111111111111111' });
          return { ...method, encryptedCardNumber: tamper(method.encryptedCardNumber) };
        },
        'encryptedCardNumber',
        /^encryptedCardNumber could not be decrypted\.$/,
      ],
      [
        'an unknown kid',
        (key) => encryptedCard({ ...key, kid: 'kid-nobody-knows' }, { number: '4111111111111111' }),
        'encryptedCardNumber',
        /^encryptedCardNumber was encrypted with an unknown or retired key; reload the page\.$/,
      ],
      [
        'a kid with a NUL character',
        (key) => encryptedCard({ ...key, kid: 'a\u0000b' }, { number: '4111111111111111' }),
        'encryptedCardNumber',
        /^encryptedCardNumber is not a JWE with a key id \(kid\)\.$/,
      ],
      [
        'a stale blob (two days old)',
        (key) =>
          encryptedCard(
            key,
            { number: '4111111111111111' },
            new Date(Date.now() - 2 * 86_400_000).toISOString(),
          ),
        'encryptedCardNumber',
        /^encryptedCardNumber is stale/,
      ],
      [
        "another field's blob (the security code's as the month)",
        async (key) => {
          const method = await encryptedCard(key, { number: '4111111111111111' });
          return { ...method, encryptedExpiryMonth: method.encryptedSecurityCode };
        },
        'encryptedExpiryMonth',
        /^encryptedExpiryMonth does not hold expiryMonth and generationtime\.$/,
      ],
      [
        'a blob that holds no card number',
        (key) => encryptedCard(key, { number: '4111-abc' }),
        'encryptedCardNumber',
        /^encryptedCardNumber does not hold a card number\.$/,
      ],
      [
        'a bad month and a tampered security code (the first in order is named)',
        async (key) => {
          const method = await encryptedCard(key, { number: '4111111111111111', month: '13' });
          return { ...method, encryptedSecurityCode: tamper(method.encryptedSecurityCode!) };
        },
        'encryptedExpiryMonth',
        /^encryptedExpiryMonth does not hold a month \(MM\)\.$/,
      ],
      [
        'a tampered security code',
        async (key) => {
          const method = await encryptedCard(key, { number: '4111111111111111' });
          return { ...method, encryptedSecurityCode: tamper(method.encryptedSecurityCode!) };
        },
        'encryptedSecurityCode',
        /^encryptedSecurityCode could not be decrypted\.$/,
      ],
    ];

    it.each(refusals)('%s answers 422 naming the field, without the blob', async (...args) => {
      const [, change, field, message] = args;
      const { token, session, key } = await openSession();
      const method = await change(key);
      const response = await pay(session, method);
      expect(response.status).toBe(422);
      const text = await response.text();
      const body = encryptedFieldErrorSchema.parse(JSON.parse(text));
      expect(body).toEqual({ message: expect.stringMatching(message), field });
      expect(text).not.toContain('kid-nobody-knows');
      expectNoBlobIn(text, method);
      expect(await statusOf(token)).toBe('UNPAID');
    });
  });

  describe('idempotency with JWE card fields', () => {
    it('a retry with the same Idempotency-Key and the same blobs replays the first answer', async () => {
      const { token, session, key } = await openSession();
      const method = await encryptedCard(key, { number: '4111111111111111' });
      const headers = { 'Idempotency-Key': 'jwe-retry-1' };
      const first = await pay(session, method, headers);
      const firstBody = await json(first);
      expect(firstBody).toMatchObject({ resultCode: 'Authorised' });
      const retry = await pay(session, method, headers);
      expect(retry.status).toBe(first.status);
      expect(await json(retry)).toEqual(firstBody);
      // The same body with its keys in another order is the same request (hashed as validated).
      const reordered = Object.fromEntries(Object.entries(method).reverse());
      const shuffled = await server.call(`/api/v1/sandbox/adyen/sessions/${session.id}/payments`, {
        method: 'POST',
        headers,
        json: {
          storePaymentMethod: false,
          paymentMethod: reordered,
          sessionData: session.sessionData,
        },
      });
      expect(shuffled.status).toBe(first.status);
      expect(await json(shuffled)).toEqual(firstBody);
      const { rows } = await server.services.db.query<{ count: number }>(
        'select count(*)::int as count from payment_attempts where payment_request_token = $1',
        [token],
      );
      expect(rows[0]?.count).toBe(1);

      const stored = await server.services.db.query<{ row: string }>(
        "select row_to_json(k)::text as row from idempotency_keys k where key = 'jwe-retry-1'",
      );
      const row = stored.rows[0]?.row ?? '';
      expect(row).not.toBe('');
      for (const blob of [method.encryptedCardNumber, method.encryptedSecurityCode!]) {
        for (const part of blob.split('.')) expect(row).not.toContain(part);
      }

      // The frames encrypt afresh for every Pay press, with a new key: fresh blobs under the
      // same key are another request.
      const again = await encryptedCard(key, { number: '4111111111111111' });
      const reused = await pay(session, again, headers);
      expect(reused.status).toBe(422);
      expect(await json(reused)).toEqual({
        message: 'This Idempotency-Key was already used with a different request.',
      });
    });

    it('a 422 for a blob is stored under its key and replayed too', async () => {
      const { session, key } = await openSession();
      const method = await encryptedCard(
        { ...key, kid: 'kid-nobody-knows' },
        { number: '4111111111111111' },
      );
      const headers = { 'Idempotency-Key': 'jwe-refused-1' };
      const first = await pay(session, method, headers);
      expect(first.status).toBe(422);
      const firstBody = await json(first);
      const retry = await pay(session, method, headers);
      expect(retry.status).toBe(422);
      expect(await json(retry)).toEqual(firstBody);
    });
  });
});
