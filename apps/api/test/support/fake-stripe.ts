/**
 * A local stand-in for Stripe's API: `POST /v1/payment_intents` (form-encoded, as the library
 * sends it) answered with a PaymentIntent object as in Stripe's API reference; a repeated
 * Idempotency-Key replays the first answer (as Stripe does); 401 without the secret key. The
 * library is pointed at it by STRIPE_API_BASE (its host, port and protocol options).
 */
import { randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeServer, startFake } from './fake-http.ts';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_51FakeKeyForLocalTestsOnly0000000000000000';

export type FakeStripe = FakeServer & {
  /** The intents created, by id (replays not counted). */
  intents: Map<string, Record<string, unknown>>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Record<string, unknown>>();
  const byIdempotencyKey = new Map<string, FakeAnswer>();
  const server = await startFake((call) => {
    if (call.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
      return {
        status: 401,
        body: { error: { message: 'Invalid API Key provided', type: 'invalid_request_error' } },
      };
    }
    if (call.method !== 'POST' || call.path !== '/v1/payment_intents') {
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
  return { ...server, intents };
}
