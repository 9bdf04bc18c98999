/**
 * A local stand-in for Stripe's API: `POST /v1/payment_intents` (form-encoded, as the library
 * sends it) answered with a PaymentIntent object as in Stripe's API reference, `GET /v1/charges/{id}`
 * with a charge the test put there; `POST /v1/refunds` on a succeeded intent answered with a Refund
 * object (400 `resource_missing` for an unknown intent, 400 `charge_already_refunded` past what was
 * paid, as Stripe answers); a repeated
 * Idempotency-Key replays the first answer (as Stripe does); 401 without the secret key. The
 * library is pointed at it by STRIPE_API_BASE (its host, port and protocol options).
 */
import { randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeServer, startFake } from './fake-http.ts';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_51FakeKeyForLocalTestsOnly0000000000000000';

export type FakeStripe = FakeServer & {
  /** The intents created, by id (replays not counted). */
  intents: Map<string, Record<string, unknown>>;
  /** The intent was paid (what Stripe.js and the card network would do): it can be refunded. */
  succeed(id: string): void;
  /** The refunds created, by id. */
  refunds: Map<string, Record<string, unknown>>;
  /** The status the next refunds answer (Stripe: `succeeded`, `pending` or `failed`). */
  refundStatus: 'succeeded' | 'pending' | 'failed';
  /** Charges `GET /v1/charges/{id}` answers (a test adds the one its event names). */
  charges: Map<string, Record<string, unknown>>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Record<string, unknown>>();
  const charges = new Map<string, Record<string, unknown>>();
  const byIdempotencyKey = new Map<string, FakeAnswer>();
  const server = await startFake((call) => {
    if (call.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
      return {
        status: 401,
        body: { error: { message: 'Invalid API Key provided', type: 'invalid_request_error' } },
      };
    }
    const charge = /^\/v1\/charges\/([^/?]+)/.exec(call.path);
    if (call.method === 'GET' && charge) {
      const found = charges.get(decodeURIComponent(charge[1]!));
      return found
        ? { status: 200, body: found }
        : {
            status: 404,
            body: { error: { message: 'No such charge', type: 'invalid_request_error' } },
          };
    }
    if (call.method !== 'POST' || !['/v1/payment_intents', '/v1/refunds'].includes(call.path)) {
      return {
        status: 404,
        body: { error: { message: 'Unrecognized request URL', type: 'invalid_request_error' } },
      };
    }
    const key = call.headers['idempotency-key'];
    const replay = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
    if (replay) return { ...replay, headers: { 'Idempotent-Replayed': 'true' } };
    const form = new URLSearchParams(call.body);
    const metadata: Record<string, string> = {};
    for (const [name, value] of form) {
      const match = /^metadata\[(.+)\]$/.exec(name);
      if (match) metadata[match[1]!] = value;
    }
    if (call.path === '/v1/refunds') {
      const answer = refund(form, metadata);
      if (typeof key === 'string' && answer.status === 200) byIdempotencyKey.set(key, answer);
      return answer;
    }
    const id = `pi_${randomBytes(12).toString('base64url')}`;
    const intent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      amount_received: 0,
      automatic_payment_methods:
        form.get('automatic_payment_methods[enabled]') === 'true'
          ? { allow_redirects: 'always', enabled: true }
          : null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
      confirmation_method: 'automatic',
      created: Math.floor(Date.now() / 1000),
      currency: form.get('currency'),
      livemode: false,
      metadata,
      payment_method: null,
      payment_method_types: ['card'],
      status: 'requires_payment_method',
    };
    intents.set(id, intent);
    const answer: FakeAnswer = { status: 200, body: intent };
    if (typeof key === 'string') byIdempotencyKey.set(key, answer);
    return answer;
  });
  const invalid = (code: string, message: string): FakeAnswer => ({
    status: 400,
    body: { error: { code, message, type: 'invalid_request_error' } },
  });
  function refund(form: URLSearchParams, metadata: Record<string, string>): FakeAnswer {
    const intentId = form.get('payment_intent') ?? '';
    const intent = intents.get(intentId);
    if (!intent) return invalid('resource_missing', `No such payment_intent: '${intentId}'`);
    if (intent.status !== 'succeeded') {
      return invalid(
        'charge_not_refundable',
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      );
    }
    const paid = intent.amount as number;
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === intentId && r.status !== 'failed')
      .reduce((sum, r) => sum + (r.amount as number), 0);
    const amount = form.has('amount') ? Number(form.get('amount')) : paid - refunded;
    if (amount > paid - refunded) {
      return invalid(
        'charge_already_refunded',
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((paid - refunded) / 100).toFixed(2)})`,
      );
    }
    const created = {
      id: `re_${randomBytes(12).toString('base64url')}`,
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: `ch_${intentId.slice(3)}`,
      created: Math.floor(Date.now() / 1000),
      currency: intent.currency,
      metadata,
      payment_intent: intentId,
      reason: null,
      status: fake.refundStatus,
      ...(fake.refundStatus === 'failed' ? { failure_reason: 'expired_or_canceled_card' } : {}),
    };
    refunds.set(created.id, created);
    return { status: 200, body: created };
  }
  const fake: FakeStripe = {
    ...server,
    intents,
    charges,
    refunds,
    refundStatus: 'succeeded',
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no fake Stripe intent ${id}`);
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
    },
  };
  return fake;
}
