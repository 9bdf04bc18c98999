/**
 * A transfer received outside the page (`POST /merchant/payment-requests/{token}/
 * transfer-received`): the request becomes PAID with the method and date, the payer's page and
 * receipt read them, and the merchant's event log has `payment_request.paid`.
 */
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../src/merchant/keys.ts';
import { backends, json, startServer, type TestServer } from './support/harness.ts';

const base = '/api/v1/merchant/payment-requests';
const example = REQUEST_EXAMPLES['POST /merchant/payment-requests'];

describe.each(backends())('transfers received, on $name', (backend) => {
  let server: TestServer;
  let key: string;
  let otherKey: string;

  beforeAll(async () => {
    server = await startServer(await backend.open());
    key = (await createApiKey(server.services.db, 'shop')).secret;
    otherKey = (await createApiKey(server.services.db, 'other-shop')).secret;
  });
  afterAll(() => server.close());

  const as = (secret: string, init: RequestInit & { json?: unknown } = {}) => ({
    ...init,
    headers: { Authorization: `Bearer ${secret}` },
  });
  const created = async (paymentMethod = ['ACH', 'PayByWire']) => {
    const response = await server.call(
      base,
      as(key, { method: 'POST', json: { ...example, dueDate: null, paymentMethod } }),
    );
    expect(response.status).toBe(201);
    return json<{ token: string; amountInCents: number }>(response);
  };
  const received = (token: string, body: Record<string, unknown>, secret = key) =>
    server.call(`${base}/${token}/transfer-received`, as(secret, { method: 'POST', json: body }));

  it('marks the request paid by wire, with the date received, and tells the merchant', async () => {
    const { token, amountInCents } = await created();
    const receivedAt = new Date().toISOString();
    const response = await received(token, { method: 'wire', amountInCents, receivedAt });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      status: 'PAID',
      methodPaidWith: 'wire',
      datePaid: receivedAt,
    });
    // The payer's page (and so its receipt) reads the same.
    const page = await json(await server.call(`/api/v1/collect/${token}`));
    expect(page).toMatchObject({ status: 'PAID', methodPaidWith: 'wire', datePaid: receivedAt });
    const events = await json<{
      webhookEvents: { type: string; data: { object: { token: string } } }[];
    }>(await server.call('/api/v1/merchant/webhook-events', as(key)));
    expect(
      events.webhookEvents.filter((event) => event.data.object.token === token).map((e) => e.type),
    ).toEqual(['payment_request.paid']);
  });

  it('takes the transfer reference the payer wrote, as a bank may retype it, in place of the token', async () => {
    const { token, amountInCents } = await created();
    const page = await json<{ transferReference: string }>(
      await server.call(`/api/v1/collect/${token}`),
    );
    expect(page.transferReference).toMatch(/^PP-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // Another account does not find it.
    expect(
      (await received(page.transferReference, { method: 'ach', amountInCents }, otherKey)).status,
    ).toBe(404);
    const retyped = page.transferReference.toLowerCase().replace(/-/g, ' ');
    const response = await received(encodeURIComponent(retyped), { method: 'ach', amountInCents });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      token,
      status: 'PAID',
      methodPaidWith: 'ach',
      paymentDetails: { reference: page.transferReference },
    });
    expect((await received('PP-0000-0000-0000', { method: 'ach', amountInCents })).status).toBe(
      404,
    );
  });

  it('refuses another amount, a method the request lacks, a future date, naming each', async () => {
    const { token, amountInCents } = await created(['ACH']);
    const cases = [
      [
        { method: 'ach', amountInCents: amountInCents - 1 },
        400,
        `amountInCents: ${amountInCents - 1} received`,
      ],
      [{ method: 'wire', amountInCents }, 422, 'does not offer wire transfers'],
      [
        {
          method: 'ach',
          amountInCents,
          receivedAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
        400,
        'cannot be received in the future',
      ],
      [{ method: 'cash', amountInCents }, 400, 'method'],
    ] as const;
    for (const [body, status, message] of cases) {
      const response = await received(token, body);
      expect(response.status).toBe(status);
      expect((await json<{ message: string }>(response)).message).toContain(message);
    }
    expect(await json(await server.call(`/api/v1/collect/${token}`))).toMatchObject({
      status: 'UNPAID',
    });
  });

  it('records a transfer once: a second report is a 409, another account sees nothing', async () => {
    const { token, amountInCents } = await created();
    expect((await received(token, { method: 'ach', amountInCents }, otherKey)).status).toBe(404);
    expect((await received(token, { method: 'ach', amountInCents })).status).toBe(200);
    const again = await received(token, { method: 'ach', amountInCents });
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toContain('PAID payment request');
  });
});
