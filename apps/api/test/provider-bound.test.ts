/**
 * The bound on provider calls (providers/provider-call.ts): a bank payment whose provider call
 * passes the bound is asked about, kept PROCESSING with its outcome unknown (never failed), told
 * to the merchant, and settled by the provider's late answer. The sandbox's slow bank payment is
 * the slow provider (SLOW_MS), the bound PROVIDER_CALL_TIMEOUT_MS; both are set per server here.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookEventPayload } from '@paypage/contract';
import { webhookEventListSchema } from '@paypage/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../src/merchant/keys.ts';
import {
  backends,
  createRequest,
  eventually,
  json,
  payByBank,
  startServer,
  type TestServer,
} from './support/harness.ts';

describe.each(backends())('a provider call past its bound on $name', (backend) => {
  let server: TestServer;
  let key: string;
  let endpoint: Server;
  const delivered: { type: string; token: string; signed: boolean }[] = [];
  const merchant = (url: string, init: RequestInit & { json?: unknown } = {}) =>
    server.call(`/api/v1/merchant${url}`, {
      ...init,
      headers: { Authorization: `Bearer ${key}` },
    });

  beforeAll(async () => {
    endpoint = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookEventPayload;
        delivered.push({
          type: event.type,
          token: event.data.object.token,
          signed: typeof request.headers['paypage-signature'] === 'string',
        });
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    server = await startServer(await backend.open(), {
      settlementDelayMs: 100,
      // The sandbox bank answers a slow payment after 1.5 s; the server waits 200 ms.
      slowMs: 1500,
      providerCallTimeoutMs: 200,
      webhooks: {
        backoffMs: 50,
        sweepMs: 20,
        timeoutMs: 2000,
        secretKey: 'a server key of at least thirty-two characters',
      },
    });
    key = (await createApiKey(server.services.db, 'shop')).secret;
    const url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hooks`;
    expect((await merchant('/webhook-endpoint', { method: 'POST', json: { url } })).status).toBe(
      200,
    );
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => endpoint.close(() => resolve()));
  });

  const create = async (sandbox: Record<string, unknown>) => {
    const { token } = await createRequest(server, { sandbox, paymentMethod: ['PayByBank'] });
    // The scenario API's requests have no account: this one is given the key's.
    await server.services.db.query(
      "update payment_requests set merchant_account = 'shop' where token = $1",
      [token],
    );
    return token;
  };
  const statusOf = async (token: string) =>
    (await json<{ status: string }>(await server.call(`/api/v1/collect/${token}`))).status;

  it('a slow bank payment: PROCESSING with its outcome unknown, the merchant told, then PAID on the provider’s answer', async () => {
    const token = await create({ failCalls: { 'plaid/payment': 'slow' } });
    const answer = await payByBank(server, token);
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({ status: 'PROCESSING' });
    expect(await statusOf(token)).toBe('PROCESSING');

    const log = webhookEventListSchema.parse(await json(await merchant('/webhook-events')));
    const types = log.webhookEvents
      .filter((event) => event.data.object.token === token)
      .map((event) => event.type);
    expect(types).toEqual(
      expect.arrayContaining(['payment_request.processing', 'payment_request.outcome_unknown']),
    );
    expect(types).not.toContain('payment_request.payment_failed');
    await eventually(async () =>
      delivered.some((d) => d.token === token && d.type === 'payment_request.outcome_unknown'),
    );
    expect(delivered.filter((d) => d.token === token).every((d) => d.signed)).toBe(true);

    // The provider's late answer (it took the payment) settles the request.
    await eventually(async () => (await statusOf(token)) === 'PAID');
  });

  it('a payment answered within the bound goes as usual, with no outcome_unknown', async () => {
    const token = await create({});
    expect((await payByBank(server, token)).status).toBe(200);
    const log = webhookEventListSchema.parse(await json(await merchant('/webhook-events')));
    const types = log.webhookEvents
      .filter((event) => event.data.object.token === token)
      .map((event) => event.type);
    expect(types).not.toContain('payment_request.outcome_unknown');
    await eventually(async () => (await statusOf(token)) === 'PAID');
  });
});
