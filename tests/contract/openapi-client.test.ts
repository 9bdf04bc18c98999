/**
 * A merchant's client generated from the OpenAPI document (openapi-typescript's types in
 * ./generated/api-v1.ts, openapi-fetch), against a real server started as `npm start` does, with
 * a key made by `npm run keys`: every call of the merchant API, its errors and its webhook. The
 * type check reads this file against the generated types, so a shape the document gets wrong
 * fails there or here.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '@paypage/contract/openapi';
import { verifyPaypageSignature } from '@paypage/contract/webhooks';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, spawnApi } from '../../apps/api/test/support/spawn-api.ts';
import type { components, paths } from './generated/api-v1.ts';

type WebhookEventPayload = components['schemas']['WebhookEventPayload'];
type Delivery = { signature: string; eventId: string; body: string };

const apiDir = fileURLToPath(new URL('../../apps/api', import.meta.url));

/** `npm run keys -- create --name <name>`: the secret key it prints. */
function createKey(dataDir: string, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/keys-cli.ts', 'create', '--name', name],
      { cwd: apiDir, env: { ...process.env, DATA_DIR: dataDir } },
      (error, stdout, stderr) => {
        const key = /pp_sk_[A-Za-z0-9_-]+/.exec(stdout)?.[0];
        if (error || !key) reject(new Error(`npm run keys failed:\n${stdout}\n${stderr}`));
        else resolve(key);
      },
    );
  });
}

/** A merchant's webhook endpoint: it answers 200 and hands each delivery to the test. */
function webhookReceiver() {
  const deliveries: Delivery[] = [];
  let waiting: ((delivery: Delivery) => void) | null = null;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const delivery = {
        signature: String(request.headers['paypage-signature']),
        eventId: String(request.headers['paypage-event-id']),
        body,
      };
      response.writeHead(200).end();
      if (waiting) waiting(delivery);
      else deliveries.push(delivery);
      waiting = null;
    });
  });
  const next = () =>
    new Promise<Delivery>((resolve) => {
      const first = deliveries.shift();
      if (first) resolve(first);
      else waiting = resolve;
    });
  return { server, next };
}

describe('a client generated from the OpenAPI document, against the merchant API', () => {
  let dataDir: string;
  let api: ApiProcess;
  let key: string;
  let base: string;
  let client: ReturnType<typeof createClient<paths>>;
  const receiver = webhookReceiver();
  let receiverUrl: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'paypage-openapi-client-'));
    key = await createKey(dataDir, 'northwind');
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/paypage`;
    api = await spawnApi({ DATA_DIR: dataDir, PUBLIC_ORIGIN: 'https://pay.example.com' });
    base = `${api.url}/api/v1`;
    client = createClient<paths>({ baseUrl: base, headers: { Authorization: `Bearer ${key}` } });
  }, 240_000);

  afterAll(async () => {
    if (api?.child.exitCode === null) {
      api.child.kill('SIGTERM');
      await api.exited;
    }
    await new Promise<void>((resolve) => (receiver.server as Server).close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the server serves the document the client was generated from', async () => {
    const { data, response } = await client.GET('/openapi.json');
    expect(response.status).toBe(200);
    expect(data).toEqual(openApiDocument());
  });

  it('is refused without a key: 401 with the documented error body', async () => {
    const anonymous = createClient<paths>({ baseUrl: base });
    const { data, error, response } = await anonymous.GET('/merchant/payment-requests');
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="paypage"');
    expect(error?.message).toBe('The merchant API needs Authorization: Bearer <secret API key>.');
  });

  it('creates, reads, lists, cancels a request and hears of it by a signed webhook', async () => {
    const endpoint = await client.POST('/merchant/webhook-endpoint', {
      body: { url: receiverUrl },
    });
    expect(endpoint.data?.url).toBe(receiverUrl);
    const secret = endpoint.data!.secret;
    expect(secret).toMatch(/^whsec_/);
    expect((await client.GET('/merchant/webhook-endpoint')).data).toEqual({ url: receiverUrl });

    const body = {
      merchant: { name: 'Northwind Studio', brandColor: '#0f7b5f' },
      requester: { name: 'Avery Chen', email: 'avery@northwind.example' },
      amountInCents: 125_000,
      description: 'Website redesign, phase 1',
      dueDate: '2026-12-31',
      paymentMethod: ['Card', 'PayByBank'] as ('Card' | 'PayByBank')[],
    };
    const idempotency = { header: { 'Idempotency-Key': 'order-1042' } };
    const created = await client.POST('/merchant/payment-requests', { body, params: idempotency });
    expect(created.response.status).toBe(201);
    const request = created.data!;
    expect(request).toMatchObject({
      status: 'UNPAID',
      amountInCents: 125_000,
      merchant: body.merchant,
      recipient: { email: null, phoneNumber: null },
      paymentMethod: ['Card', 'PayByBank'],
    });
    expect(request.url).toBe(`https://pay.example.com/pay/${request.token}`);

    const replayed = await client.POST('/merchant/payment-requests', { body, params: idempotency });
    expect(replayed.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.data).toEqual(request);

    const token = request.token;
    const read = await client.GET('/merchant/payment-requests/{token}', {
      params: { path: { token } },
    });
    expect(read.data).toEqual(request);

    const listed = await client.GET('/merchant/payment-requests', {
      params: { query: { limit: '1', status: 'UNPAID' } },
    });
    expect(listed.data?.paymentRequests.map((each) => each.token)).toEqual([token]);
    const refused = await client.GET('/merchant/payment-requests', {
      params: { query: { limit: '0' } },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.message).toBe('limit: A whole number from 1 to 100');

    const canceled = await client.POST('/merchant/payment-requests/{token}/cancel', {
      params: { path: { token } },
    });
    expect(canceled.data?.status).toBe('CANCELED');
    const again = await client.POST('/merchant/payment-requests/{token}/cancel', {
      params: { path: { token } },
    });
    expect(again.data?.status).toBe('CANCELED');
    const expired = await client.POST('/merchant/payment-requests/{token}/expire', {
      params: { path: { token } },
    });
    expect(expired.response.status).toBe(409);
    expect(expired.error?.message).toMatch(/cannot be canceled or expired/);

    const delivery = await receiver.next();
    expect(verifyPaypageSignature(delivery.signature, delivery.body, secret)).toBe(true);
    const event = JSON.parse(delivery.body) as WebhookEventPayload;
    expect(event).toMatchObject({
      id: delivery.eventId,
      type: 'payment_request.canceled',
      data: { object: { token, status: 'CANCELED', url: request.url } },
    });

    const log = await client.GET('/merchant/webhook-events', {
      params: { query: { limit: '10' } },
    });
    expect(log.data?.webhookEvents.map((each) => each.id)).toEqual([event.id]);
    expect(log.data?.webhookEvents[0]?.deliveries[0]?.url).toBe(receiverUrl);
    const retried = await client.POST('/merchant/webhook-events/{id}/retry', {
      params: { path: { id: event.id } },
    });
    expect(retried.data?.id).toBe(event.id);
    const redelivered = await receiver.next();
    expect(redelivered.eventId).toBe(event.id);
  }, 60_000);

  it('its types refuse what the API refuses (checked by the type check)', () => {
    const wrongCalls = () => [
      client.POST('/merchant/payment-requests', {
        body: {
          merchant: { name: 'Northwind Studio' },
          requester: { name: 'Avery Chen' },
          // @ts-expect-error amountInCents is a number of cents, not a string
          amountInCents: '125000',
          paymentMethod: ['Card'],
        },
      }),
      // @ts-expect-error the merchant API has no refunds
      client.GET('/merchant/refunds'),
      // @ts-expect-error reading a request needs its token
      client.GET('/merchant/payment-requests/{token}', {}),
    ];
    expect(wrongCalls).toBeTypeOf('function');
  });
});
