/**
 * Refunds in production mode through each provider's official library, against the local fakes
 * of their APIs (./support/fake-*.ts): Adyen's refund call on the payment's pspReference, settled
 * by its REFUND notification; Stripe's refunds on the payment intent (at once, or by its
 * `refund.updated` event); Plaid's transfer refund, settled by its transfer events. A refusal of
 * the provider records the refund failed, with `refund.failed`.
 */
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plaidAmount } from '../src/providers/live/refunds.ts';
import {
  adyenSignature,
  notification,
  type NotificationItem,
} from './support/adyen-notifications.ts';
import { type FakeAdyen, FAKE_ADYEN_API_KEY, FAKE_MERCHANT_ACCOUNT } from './support/fake-adyen.ts';
import type { FakePlaid } from './support/fake-plaid.ts';
import type { FakeStripe } from './support/fake-stripe.ts';
import { backends, json, type TestServer } from './support/harness.ts';
import {
  type LiveServer,
  payAndSettleByPlaid,
  startLiveServer,
  STRIPE_WEBHOOK_SECRET,
} from './support/live-harness.ts';

const base = '/api/v1/merchant/payment-requests';

type Refund = { id: string; amountInCents: number; status: string; failureReason: string | null };

describe('plaidAmount', () => {
  it.each([
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [125_000, '1250.00'],
    [123_456_789, '1234567.89'],
  ])('%i cents → %s', (cents, amount) => {
    expect(plaidAmount(cents)).toBe(amount);
  });
});

describe.each(backends())('refunds through the live providers on $name', (backend) => {
  let live: LiveServer<'adyen' | 'stripe' | 'plaid'>;
  let server: TestServer;
  let adyen: FakeAdyen;
  let stripe: FakeStripe;
  let plaid: FakePlaid;
  let key: string;
  let keys = 0;

  beforeAll(async () => {
    live = await startLiveServer(backend, ['adyen', 'stripe', 'plaid']);
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
  const refund = (token: string, amountInCents: number) =>
    server.call(`${base}/${token}/refunds`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Idempotency-Key': `live-${(keys += 1)}` },
      json: { amountInCents },
    });
  const listOf = async (token: string) =>
    json<{ refunds: Refund[]; refundedInCents: number; refundableInCents: number }>(
      await server.call(`${base}/${token}/refunds`, {
        headers: { Authorization: `Bearer ${key}` },
      }),
    );
  const eventsOf = async (token: string) =>
    (
      await server.services.db.query<{ type: string }>(
        `select type from webhook_events where payment_request_token = $1 and type like 'refund.%'
         order by created_at`,
        [token],
      )
    ).rows.map((row) => row.type);
  const refundsOnPage = async (token: string) =>
    (await json<{ refunds: unknown[] }>(await server.call(`/api/v1/collect/${token}`))).refunds;

  describe('Adyen', () => {
    const item = (
      token: string,
      eventCode: string,
      pspReference: string,
      value: number,
      success: 'true' | 'false' = 'true',
      extra: Partial<NotificationItem> = {},
    ): NotificationItem => {
      const body: NotificationItem = {
        pspReference,
        merchantAccountCode: FAKE_MERCHANT_ACCOUNT,
        merchantReference: token,
        amount: { value, currency: 'USD' },
        eventCode,
        success,
        eventDate: '2026-12-07T10:00:00+01:00',
        paymentMethod: 'visa',
        ...extra,
      };
      return { ...body, additionalData: { hmacSignature: adyenSignature(body) } };
    };
    const deliver = (body: unknown) =>
      server.call('/api/v1/webhooks/adyen', { method: 'POST', json: body });

    it('refunds on the payment’s pspReference; pending until the REFUND notification', async () => {
      const { token, amountInCents } = await create();
      const payment = 'QFQTPCQ8HXSKGK82';
      await deliver(notification(item(token, 'AUTHORISATION', payment, amountInCents)));
      const response = await refund(token, 30_000);
      expect(response.status).toBe(201);
      const pending = await json<Refund>(response);
      expect(pending).toMatchObject({ status: 'pending', amountInCents: 30_000 });
      const sent = adyen.refunds.at(-1)!;
      expect(sent).toMatchObject({
        paymentPspReference: payment,
        amount: { currency: 'USD', value: 30_000 },
        merchantAccount: FAKE_MERCHANT_ACCOUNT,
        reference: pending.id,
      });
      const call = adyen.calls.at(-1)!;
      expect(call.headers['idempotency-key']).toBe(pending.id);
      expect(call.headers['x-api-key']).toBe(FAKE_ADYEN_API_KEY);
      // One in flight at a time.
      const second = await refund(token, 100);
      expect(second.status).toBe(409);

      const settled = notification(
        item(pending.id, 'REFUND', sent.pspReference, 30_000, 'true', {
          originalReference: payment,
        }),
      );
      expect((await deliver(settled)).status).toBe(200);
      expect((await deliver(settled)).status).toBe(200);
      expect((await listOf(token)).refunds.map((r) => r.status)).toEqual(['succeeded']);
      expect(await refundsOnPage(token)).toHaveLength(1);
      expect(await eventsOf(token)).toEqual(['refund.succeeded']);
    });

    it('a REFUND notification that failed records the refund failed, and frees the next', async () => {
      const { token, amountInCents } = await create();
      await deliver(notification(item(token, 'AUTHORISATION', 'PAYMENTPSP000002', amountInCents)));
      const pending = await json<Refund>(await refund(token, amountInCents));
      const sent = adyen.refunds.at(-1)!;
      await deliver(
        notification(
          item(pending.id, 'REFUND', sent.pspReference, amountInCents, 'false', {
            originalReference: 'PAYMENTPSP000002',
            reason: 'Insufficient balance on payment',
          }),
        ),
      );
      expect((await listOf(token)).refunds).toMatchObject([
        { status: 'failed', failureReason: 'Insufficient balance on payment' },
      ]);
      expect(await eventsOf(token)).toEqual(['refund.failed']);
      expect(await refundsOnPage(token)).toEqual([]);
      expect((await refund(token, 100)).status).toBe(201);
    });
  });

  describe('Stripe', () => {
    const paidIntent = async () => {
      const { token, amountInCents } = await create({ processor: { type: 'STRIPE' } });
      const secret = (
        await json<{ client_secret: string }>(
          await server.call(`/api/v1/collect/${token}/stripe/intent`),
        )
      ).client_secret;
      const intent = secret.split('_secret_')[0]!;
      stripe.succeed(intent);
      const payload = JSON.stringify({
        id: `evt_${intent}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: {
            id: intent,
            object: 'payment_intent',
            amount: amountInCents,
            currency: 'usd',
            metadata: { paypage_token: token },
            payment_method_types: ['card'],
          },
        },
      });
      expect((await deliverStripe(payload)).status).toBe(200);
      return { token, amountInCents, intent };
    };
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

    it('refunds on the payment intent, in part then in full; succeeded at once', async () => {
      stripe.refundStatus = 'succeeded';
      const { token, amountInCents, intent } = await paidIntent();
      const one = await json<Refund>(await refund(token, 25_000));
      expect(one).toMatchObject({ status: 'succeeded', amountInCents: 25_000 });
      const call = stripe.calls.at(-1)!;
      expect(call.path).toBe('/v1/refunds');
      expect(new URLSearchParams(call.body).get('payment_intent')).toBe(intent);
      expect(call.headers['idempotency-key']).toBe(`paypage-${one.id}`);
      const two = await json<Refund>(await refund(token, amountInCents - 25_000));
      expect(two.status).toBe('succeeded');
      expect(await listOf(token)).toMatchObject({
        refundedInCents: amountInCents,
        refundableInCents: 0,
      });
      expect(await eventsOf(token)).toEqual(['refund.succeeded', 'refund.succeeded']);
    });

    it('a pending refund settles by refund.updated; a refused one is failed with Stripe’s reason', async () => {
      const { token } = await paidIntent();
      stripe.refundStatus = 'pending';
      const pending = await json<Refund>(await refund(token, 1_000));
      expect(pending.status).toBe('pending');
      const [stripeRefund] = [...stripe.refunds.values()].filter(
        (r) => (r.metadata as Record<string, string>).paypage_refund === pending.id,
      );
      const updated = JSON.stringify({
        id: 'evt_refund_1',
        object: 'event',
        type: 'refund.updated',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: { ...stripeRefund, status: 'succeeded' } },
      });
      expect((await deliverStripe(updated)).status).toBe(200);
      stripe.refundStatus = 'failed';
      const failed = await json<Refund>(await refund(token, 1_000));
      expect(failed).toMatchObject({ status: 'failed', failureReason: 'expired_or_canceled_card' });
      expect((await listOf(token)).refunds.map((r) => r.status)).toEqual(['succeeded', 'failed']);
      expect(await eventsOf(token)).toEqual(['refund.succeeded', 'refund.failed']);
      stripe.refundStatus = 'succeeded';
    });

    it('a refund Stripe refuses (an intent without a charge) is failed, not a 500', async () => {
      const { token, amountInCents } = await create({ processor: { type: 'STRIPE' } });
      // Paid by its webhook while the fake's intent never succeeded: Stripe answers 400.
      await server.call(`/api/v1/collect/${token}/stripe/intent`);
      const payload = JSON.stringify({
        id: `evt_nocharge_${token}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: {
            id: 'pi_x',
            object: 'payment_intent',
            amount: amountInCents,
            currency: 'usd',
            metadata: { paypage_token: token },
            payment_method_types: ['card'],
          },
        },
      });
      await deliverStripe(payload);
      const response = await refund(token, 500);
      expect(response.status).toBe(201);
      expect(await json<Refund>(response)).toMatchObject({
        status: 'failed',
        failureReason: 'The provider refused the refund (HTTP 400, charge_not_refundable).',
      });
    });
  });

  describe('Plaid', () => {
    it('refunds the payment’s transfer; pending until refund.settled', async () => {
      const { token } = await create();
      const { transfer, sync } = await payAndSettleByPlaid(server, plaid, token);

      const pending = await json<Refund>(await refund(token, 12_345));
      expect(pending.status).toBe('pending');
      const call = plaid.calls.filter((c) => c.path === '/transfer/refund/create').at(-1)!;
      expect(JSON.parse(call.body)).toMatchObject({
        transfer_id: transfer.id,
        amount: '123.45',
        idempotency_key: pending.id,
      });
      const [plaidRefund] = [...plaid.refunds.values()];
      plaid.addEvent(transfer.id as string, 'refund.posted', plaidRefund!.id as string);
      expect((await sync()).status).toBe(200);
      expect((await listOf(token)).refunds[0]!.status).toBe('pending');
      plaid.addEvent(transfer.id as string, 'refund.settled', plaidRefund!.id as string);
      expect((await sync()).status).toBe(200);
      expect((await listOf(token)).refunds[0]!.status).toBe('succeeded');
      expect(await eventsOf(token)).toEqual(['refund.succeeded']);
    });
  });
});
