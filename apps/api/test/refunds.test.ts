/**
 * Refunds through the merchant API in sandbox mode (`POST` and `GET /merchant/payment-requests/
 * {token}/refunds`), settled by the sandbox's own record: in full or in part, never more than was
 * paid (also when several are asked at once), one key's retry never a second refund, another
 * account sees nothing; the receipt's `refunds` and the merchant's `refund.succeeded` events.
 */
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { webhookEventPayloadSchema } from '@paypage/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../src/merchant/keys.ts';
import {
  backends,
  eventually,
  json,
  payByBank,
  startServer,
  type TestServer,
} from './support/harness.ts';

const base = '/api/v1/merchant/payment-requests';
const example = REQUEST_EXAMPLES['POST /merchant/payment-requests'];

type Refund = { id: string; amountInCents: number; status: string; settledAt: string | null };

describe.each(backends())('refunds in sandbox mode, on $name', (backend) => {
  let server: TestServer;
  let key: string;
  let otherKey: string;
  let keys = 0;

  beforeAll(async () => {
    server = await startServer(await backend.open());
    key = (await createApiKey(server.services.db, 'shop')).secret;
    otherKey = (await createApiKey(server.services.db, 'other-shop')).secret;
  });
  afterAll(() => server.close());

  const headers = (secret: string, idempotencyKey?: string) => ({
    Authorization: `Bearer ${secret}`,
    ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
  });
  const created = async (paymentMethod = ['PayByBank', 'ACH']) => {
    const response = await server.call(base, {
      method: 'POST',
      headers: headers(key),
      json: { ...example, dueDate: null, paymentMethod },
    });
    expect(response.status).toBe(201);
    return json<{ token: string; amountInCents: number }>(response);
  };
  const paid = async () => {
    const request = await created();
    expect((await payByBank(server, request.token)).status).toBe(200);
    await eventually(
      async () =>
        (await json<{ status: string }>(await server.call(`/api/v1/collect/${request.token}`)))
          .status === 'PAID',
    );
    return request;
  };
  const refund = (
    token: string,
    body: Record<string, unknown>,
    { secret = key, idempotencyKey = `refund-${(keys += 1)}` } = {},
  ) =>
    server.call(`${base}/${token}/refunds`, {
      method: 'POST',
      headers: headers(secret, idempotencyKey),
      json: body,
    });
  const list = async (token: string) =>
    json<{ refunds: Refund[]; refundedInCents: number; refundableInCents: number }>(
      await server.call(`${base}/${token}/refunds`, { headers: headers(key) }),
    );
  const messageOf = async (response: Response) =>
    (await json<{ message: string }>(response)).message;

  it('refunds in part, then the rest; the receipt and the merchant’s events say so', async () => {
    const { token, amountInCents } = await paid();
    const first = await refund(token, { amountInCents: 2_500 });
    expect(first.status).toBe(201);
    const one = await json<Refund>(first);
    expect(one).toMatchObject({ amountInCents: 2_500, status: 'succeeded', failureReason: null });
    expect(one.id).toMatch(/^rf_/);
    expect(await list(token)).toMatchObject({
      refundedInCents: 2_500,
      refundableInCents: amountInCents - 2_500,
    });

    const rest = await refund(token, { amountInCents: amountInCents - 2_500 });
    expect(rest.status).toBe(201);
    const two = await json<Refund>(rest);
    const page = await json<{ status: string; refunds: unknown[] }>(
      await server.call(`/api/v1/collect/${token}`),
    );
    expect(page.status).toBe('PAID');
    expect(page.refunds).toEqual([
      { amountInCents: 2_500, refundedAt: one.settledAt },
      { amountInCents: amountInCents - 2_500, refundedAt: two.settledAt },
    ]);
    expect(await list(token)).toMatchObject({
      refundedInCents: amountInCents,
      refundableInCents: 0,
    });
    const more = await refund(token, { amountInCents: 1 });
    expect(more.status).toBe(409);
    expect(await messageOf(more)).toBe('This payment request is already refunded in full.');

    const { webhookEvents } = await json<{ webhookEvents: unknown[] }>(
      await server.call('/api/v1/merchant/webhook-events', { headers: headers(key) }),
    );
    const refundEvents = webhookEvents
      .map((event) => webhookEventPayloadSchema.parse(event))
      .filter((event) => event.data.object.token === token && event.type.startsWith('refund.'));
    expect(refundEvents.map((event) => [event.type, event.data.refund?.id])).toEqual([
      ['refund.succeeded', two.id],
      ['refund.succeeded', one.id],
    ]);
    expect(refundEvents[0]!.data.object.refunds).toHaveLength(2);
  });

  it('is bounded: more than is left, a fraction, no key, an unpaid request, a transfer', async () => {
    const { token, amountInCents } = await paid();
    const over = await refund(token, { amountInCents: amountInCents + 1 });
    expect(over.status).toBe(422);
    expect(await messageOf(over)).toBe(
      `amountInCents: ${amountInCents + 1} is more than the ${amountInCents} left to refund (${amountInCents} paid, 0 refunded).`,
    );
    for (const amount of [0.5, -1, '100', null]) {
      const bad = await refund(token, { amountInCents: amount });
      expect(bad.status).toBe(400);
      expect(await messageOf(bad)).toContain('amountInCents');
    }
    expect((await refund(token, { amountInCents: 1, reason: 'x' })).status).toBe(400);
    const keyless = await server.call(`${base}/${token}/refunds`, {
      method: 'POST',
      headers: headers(key),
      json: { amountInCents: 1 },
    });
    expect(keyless.status).toBe(400);
    expect(await messageOf(keyless)).toContain('Idempotency-Key');

    const unpaid = await created();
    const early = await refund(unpaid.token, { amountInCents: 1 });
    expect(early.status).toBe(409);
    expect(await messageOf(early)).toBe(
      'Only a PAID payment request can be refunded (this one is UNPAID).',
    );

    const wired = await created(['PayByWire']);
    expect(
      (
        await server.call(`${base}/${wired.token}/transfer-received`, {
          method: 'POST',
          headers: headers(key),
          json: { method: 'wire', amountInCents: wired.amountInCents },
        })
      ).status,
    ).toBe(200);
    const transfer = await refund(wired.token, { amountInCents: 1 });
    expect(transfer.status).toBe(422);
    expect(await messageOf(transfer)).toContain('refund it from your bank account');
    expect((await list(token)).refunds).toEqual([]);
  });

  it('a retry with the same key answers the same refund; another account sees nothing', async () => {
    const { token } = await paid();
    expect((await refund(token, { amountInCents: 100 }, { secret: otherKey })).status).toBe(404);
    expect(
      (await server.call(`${base}/${token}/refunds`, { headers: headers(otherKey) })).status,
    ).toBe(404);
    const first = await refund(token, { amountInCents: 100 }, { idempotencyKey: 'same' });
    const again = await refund(token, { amountInCents: 100 }, { idempotencyKey: 'same' });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await json<Refund>(again)).id).toBe((await json<Refund>(first)).id);
    const changed = await refund(token, { amountInCents: 200 }, { idempotencyKey: 'same' });
    expect(changed.status).toBe(422);
    expect((await list(token)).refunds).toHaveLength(1);
  });

  it('several at once for the whole amount: exactly one refunds, the others are refused', async () => {
    const { token, amountInCents } = await paid();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => refund(token, { amountInCents })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const { refunds, refundedInCents } = await list(token);
    expect(refunds.map((r) => r.status)).toEqual(['succeeded']);
    expect(refundedInCents).toBe(amountInCents);
  });
});
