/**
 * A refund whose provider call passes its bound (PROVIDER_CALL_TIMEOUT_MS, 1 s here, set in the
 * server's configuration): the merchant is answered at the bound with the refund `pending`, never
 * `failed` and never a 500; the provider's event settles it (named by the refund's id, since the
 * provider's own reference never came back), or its late answer does; a retry with the same
 * Idempotency-Key asks the provider again under the same refund id (its idempotency key), so it
 * never refunds twice. The providers are the local fakes of Adyen, Stripe and Plaid, holding
 * their answers (./support/fake-http.ts).
 */
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adyenSignature, notification } from './support/adyen-notifications.ts';
import { type FakeAdyen, FAKE_MERCHANT_ACCOUNT } from './support/fake-adyen.ts';
import type { FakePlaid } from './support/fake-plaid.ts';
import type { FakeStripe } from './support/fake-stripe.ts';
import { backends, eventually, json, type TestServer } from './support/harness.ts';
import {
  type LiveServer,
  payAndSettleByPlaid,
  startLiveServer,
  STRIPE_WEBHOOK_SECRET,
} from './support/live-harness.ts';

const base = '/api/v1/merchant/payment-requests';

type Refund = { id: string; amountInCents: number; status: string; failureReason: string | null };

describe.each(backends())(
  'a refund whose provider does not answer in time, on $name',
  (backend) => {
    let live: LiveServer<'adyen' | 'stripe' | 'plaid'>;
    let server: TestServer;
    let adyen: FakeAdyen;
    let stripe: FakeStripe;
    let plaid: FakePlaid;
    let key: string;
    let keys = 0;

    beforeAll(async () => {
      live = await startLiveServer(backend, ['adyen', 'stripe', 'plaid'], {
        providerCallTimeoutMs: 1000,
      });
      ({ server, adyen, stripe, plaid, key } = live);
    });
    afterAll(() => live?.close());

    const create = async (extra: Record<string, unknown> = {}) => {
      const response = await server.call(base, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}` },
        json: { ...REQUEST_EXAMPLES['POST /merchant/payment-requests'], ...extra },
      });
      expect(response.status).toBe(201);
      return json<{ token: string; amountInCents: number }>(response);
    };
    const refund = (
      token: string,
      amountInCents: number,
      idempotencyKey = `bound-${(keys += 1)}`,
    ) =>
      server.call(`${base}/${token}/refunds`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': idempotencyKey },
        json: { amountInCents },
      });
    const statusesOf = async (token: string) =>
      (
        await json<{ refunds: Refund[] }>(
          await server.call(`${base}/${token}/refunds`, {
            headers: { Authorization: `Bearer ${key}` },
          }),
        )
      ).refunds.map((r) => r.status);
    const eventsOf = async (token: string) =>
      (
        await server.services.db.query<{ type: string }>(
          `select type from webhook_events where payment_request_token = $1 and type like 'refund.%'
         order by created_at`,
          [token],
        )
      ).rows.map((row) => row.type);
    /** The refund's answer, past the bound: pending, its outcome for the provider to say. */
    const expectPending = async (response: Response) => {
      expect(response.status).toBe(201);
      const answer = await json<Refund & { settledAt: string | null }>(response);
      expect(answer).toMatchObject({ status: 'pending', failureReason: null, settledAt: null });
      return answer;
    };

    describe('Adyen', () => {
      const deliver = (item: Record<string, unknown>) => {
        const body = {
          merchantAccountCode: FAKE_MERCHANT_ACCOUNT,
          eventDate: '2026-12-07T10:00:00+01:00',
          paymentMethod: 'visa',
          ...item,
        } as Parameters<typeof adyenSignature>[0];
        return server.call('/api/v1/webhooks/adyen', {
          method: 'POST',
          json: notification({ ...body, additionalData: { hmacSignature: adyenSignature(body) } }),
        });
      };

      it('pending at the bound; the REFUND notification naming the refund settles it', async () => {
        const { token, amountInCents } = await create();
        const payment = 'BOUNDPSP00000001';
        await deliver({
          pspReference: payment,
          merchantReference: token,
          amount: { value: amountInCents, currency: 'USD' },
          eventCode: 'AUTHORISATION',
          success: 'true',
        });
        const held = adyen.hold(/\/refunds$/);
        const pending = await expectPending(await refund(token, 20_000));
        expect(await statusesOf(token)).toEqual(['pending']);
        expect(await eventsOf(token)).toEqual([]);
        // Still one in flight: another refund waits for this one's outcome.
        expect((await refund(token, 100)).status).toBe(409);

        const sent = adyen.refunds.at(-1)!;
        expect(sent.reference).toBe(pending.id);
        const settled = await deliver({
          pspReference: sent.pspReference,
          originalReference: payment,
          merchantReference: pending.id,
          amount: { value: 20_000, currency: 'USD' },
          eventCode: 'REFUND',
          success: 'true',
        });
        expect(settled.status).toBe(200);
        expect(await statusesOf(token)).toEqual(['succeeded']);
        expect(await eventsOf(token)).toEqual(['refund.succeeded']);
        held.drop();
      });
    });

    describe('Stripe', () => {
      const deliverStripe = (payload: string) =>
        server.call('/api/v1/webhooks/stripe', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({
              payload,
              secret: STRIPE_WEBHOOK_SECRET,
            }),
          },
          body: payload,
        });
      const stripeEvent = (type: string, object: Record<string, unknown>) =>
        JSON.stringify({
          id: `evt_${String(object.id)}_${type}`,
          object: 'event',
          type,
          api_version: Stripe.API_VERSION,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          data: { object },
        });
      const paidIntent = async () => {
        const { token, amountInCents } = await create({ processor: { type: 'STRIPE' } });
        // The intent's call is bounded too: on a loaded machine it may pass the bound (504), and
        // the page would ask again.
        let secret = '';
        await eventually(async () => {
          const answer = await server.call(`/api/v1/collect/${token}/stripe/intent`);
          if (answer.status === 504) return false;
          secret = (await json<{ client_secret: string }>(answer)).client_secret;
          return true;
        });
        const intent = secret.split('_secret_')[0]!;
        stripe.succeed(intent);
        const paid = stripeEvent('payment_intent.succeeded', {
          id: intent,
          object: 'payment_intent',
          amount: amountInCents,
          currency: 'usd',
          metadata: { paypage_token: token },
          payment_method_types: ['card'],
        });
        expect((await deliverStripe(paid)).status).toBe(200);
        return { token, intent };
      };
      const stripeRefundOf = (id: string) =>
        [...stripe.refunds.values()].filter(
          (r) => (r.metadata as Record<string, string>).paypage_refund === id,
        );

      it('pending at the bound; refund.updated names it by its metadata and settles it', async () => {
        stripe.refundStatus = 'pending';
        const { token } = await paidIntent();
        const held = stripe.hold(/^\/v1\/refunds$/);
        const pending = await expectPending(await refund(token, 1_000));
        const [made] = stripeRefundOf(pending.id);
        const updated = stripeEvent('refund.updated', { ...made, status: 'succeeded' });
        expect((await deliverStripe(updated)).status).toBe(200);
        expect(await statusesOf(token)).toEqual(['succeeded']);
        expect(await eventsOf(token)).toEqual(['refund.succeeded']);
        held.drop();
        stripe.refundStatus = 'succeeded';
      });

      it('pending at the bound; the late answer settles it', async () => {
        stripe.refundStatus = 'succeeded';
        const { token } = await paidIntent();
        const held = stripe.hold(/^\/v1\/refunds$/);
        await expectPending(await refund(token, 2_000));
        expect(await statusesOf(token)).toEqual(['pending']);
        held.release();
        await eventually(async () => (await statusesOf(token))[0] === 'succeeded');
        expect(await eventsOf(token)).toEqual(['refund.succeeded']);
      });

      it('an answer lost on the way stays pending; the same key asks again and never refunds twice', async () => {
        stripe.refundStatus = 'succeeded';
        const { token, intent } = await paidIntent();
        const held = stripe.hold(/^\/v1\/refunds$/);
        const pending = await expectPending(await refund(token, 3_000, 'bound-retry'));
        // The connection closes with no answer (as a library's own timeout would end it).
        held.drop();
        expect(await statusesOf(token)).toEqual(['pending']);

        const retried = await refund(token, 3_000, 'bound-retry');
        expect(retried.status).toBe(201);
        expect(retried.headers.get('Idempotent-Replayed')).toBe('true');
        expect(await json<Refund>(retried)).toMatchObject({ id: pending.id, status: 'succeeded' });
        const made = [...stripe.refunds.values()].filter((r) => r.payment_intent === intent);
        expect(made).toHaveLength(1);
        expect(await eventsOf(token)).toEqual(['refund.succeeded']);
      });
    });

    describe('Plaid', () => {
      it('pending at the bound; the transfer’s refund.settled event settles it', async () => {
        const { token } = await create();
        const { transfer, sync } = await payAndSettleByPlaid(server, plaid, token);

        const held = plaid.hold(/^\/transfer\/refund\/create$/);
        const pending = await expectPending(await refund(token, 4_321));
        const call = plaid.calls.filter((c) => c.path === '/transfer/refund/create').at(-1)!;
        expect(JSON.parse(call.body)).toMatchObject({ idempotency_key: pending.id });
        const made = [...plaid.refunds.values()].at(-1)!;
        plaid.addEvent(transfer.id as string, 'refund.settled', made.id as string);
        expect((await sync()).status).toBe(200);
        expect(await statusesOf(token)).toEqual(['succeeded']);
        expect(await eventsOf(token)).toEqual(['refund.succeeded']);
        held.drop();
      });
    });
  },
);
