/**
 * A production server takes only the payment methods its configured providers can take: the
 * merchant API refuses the others (400 naming the method and the settings), and a request that
 * holds one anyway (made before a provider was removed) is read without it, so the page never
 * offers it.
 */
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareRequest } from '../src/db/payment-requests.ts';
import { createApiKey } from '../src/merchant/keys.ts';
import { backends, json, startServer, type TestServer } from './support/harness.ts';

const body = REQUEST_EXAMPLES['POST /merchant/payment-requests'];

describe.each(backends())('production without a provider, on $name', (backend) => {
  let server: TestServer;
  let key: string;

  beforeAll(async () => {
    server = await startServer(await backend.open(), {
      mode: 'production',
      publicOrigin: 'https://pay.example.com',
      liveProviders: {},
    });
    key = (await createApiKey(server.services.db, 'shop')).secret;
  });
  afterAll(() => server.close());

  const create = (paymentMethod: string[]) =>
    server.call('/api/v1/merchant/payment-requests', {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
      json: { ...body, paymentMethod },
    });

  it.each([
    ['Card', 'Adyen (ADYEN_API_KEY'],
    ['PayByCard', 'Adyen (ADYEN_API_KEY'],
    ['PayByBank', 'Plaid (PLAID_CLIENT_ID'],
  ])('refuses %s, naming what must be configured', async (method, settings) => {
    const response = await create(['ACH', method]);
    expect(response.status).toBe(400);
    const { message } = await json<{ message: string }>(response);
    expect(message).toContain(`paymentMethod: ${method} cannot be taken on this server`);
    expect(message).toContain(settings);
  });

  it('takes the transfers, which need no provider', async () => {
    const response = await create(['ACH', 'PayByWire']);
    expect(response.status).toBe(201);
  });

  it('reads an older request without the methods it can no longer take', async () => {
    const insert = await prepareRequest(
      { merchant: { name: 'Old shop' }, paymentMethod: ['Card', 'PayByBank', 'ACH', 'PayByWire'] },
      new Date(),
    );
    await server.services.db.transaction(insert);
    const response = await server.call(`/api/v1/collect/${insert.token}`);
    expect(response.status).toBe(200);
    const request = await json<{ paymentMethod: string[] }>(response);
    expect(request.paymentMethod).toEqual(['ACH', 'PayByWire']);
  });
});
