/**
 * Webhook targets in production mode (docs/api-contract.md "Webhooks"): an endpoint is refused,
 * 400 naming the rule, when its host is or resolves to a non-public address in any spelling; an
 * attempt is refused when the address it would dial is not public (a name that resolved to a
 * public address when set and to loopback now: DNS rebinding), and nothing reaches that address;
 * WEBHOOK_ALLOW_CIDRS opens exactly its ranges. Names resolve through a stub resolver; the
 * "internal service" is a plain TCP listener on 127.0.0.1 that counts the connections it gets.
 */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import type { WebhookEvent } from '@paypage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../src/merchant/keys.ts';
import { parseAllowCidrs } from '../src/webhooks/addresses.ts';
import type { Resolve } from '../src/webhooks/endpoints.ts';
import { backends, eventually, json, startServer, type TestServer } from './support/harness.ts';

/** A listener that counts connections and answers nothing (it closes each after a moment). */
async function countingListener() {
  const counted = { connections: 0, port: 0, server: undefined as Server | undefined };
  counted.server = createServer((socket) => {
    counted.connections += 1;
    socket.on('data', () => socket.end());
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => counted.server!.listen(0, '127.0.0.1', resolve));
  counted.port = (counted.server.address() as AddressInfo).port;
  return counted;
}

const PUBLIC = '93.184.216.34';

describe.each(backends().slice(0, 1))('webhook targets in production ($name)', (backend) => {
  let server: TestServer;
  let listener: Awaited<ReturnType<typeof countingListener>>;
  /** How often rebind.example has been resolved: public the first time, loopback after. */
  let rebindLookups = 0;
  const resolve: Resolve = async (name) => {
    if (name === 'rebind.example') {
      rebindLookups += 1;
      return [{ address: rebindLookups === 1 ? PUBLIC : '127.0.0.1' }];
    }
    const table: Record<string, string[]> = {
      'shop.example': [PUBLIC],
      'intranet.shop.example': ['10.0.0.5'],
      'both.shop.example': [PUBLIC, '127.0.0.1'],
      'internal.example': ['127.0.0.1'],
    };
    return (table[name] ?? []).map((address) => ({ address }));
  };

  beforeAll(async () => {
    listener = await countingListener();
    server = await startServer(await backend.open(), {
      mode: 'production',
      publicOrigin: 'https://pay.example.com',
      webhooks: { backoffMs: 60_000, sweepMs: 20, timeoutMs: 2000, resolve },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((done) => listener.server!.close(done));
  });

  const newKey = async (name: string) => {
    const key = (await createApiKey(server.services.db, name)).secret;
    return { Authorization: `Bearer ${key}` };
  };
  const setEndpoint = (as: Record<string, string>, url: string) =>
    server.call('/api/v1/merchant/webhook-endpoint', {
      method: 'POST',
      json: { url },
      headers: as,
    });

  it.each([
    ['http://127.0.0.1:4000/hooks', 'An https URL'],
    ['http://localhost/hooks', 'An https URL'],
    ['http://shop.example/hooks', 'An https URL'],
    ['https://localhost/hooks', 'A public host, not a loopback (localhost)'],
    ['https://127.0.0.1:5432/', 'A public address, not a loopback address (127.0.0.1)'],
    ['https://2130706433/', 'not a loopback address (127.0.0.1)'],
    ['https://127.1/', 'not a loopback address (127.0.0.1)'],
    ['https://[::1]/', 'not a loopback address (::1)'],
    ['https://[::ffff:127.0.0.1]/', 'not a loopback address (::ffff:7f00:1)'],
    ['https://169.254.169.254/latest/meta-data/', 'not a link-local address (169.254.169.254)'],
    ['https://10.0.0.5/', 'not a private address (10.0.0.5)'],
    ['https://192.168.1.1/', 'not a private address (192.168.1.1)'],
    ['https://100.64.0.1/', 'not a shared (CGNAT) address'],
    ['https://[fd00::1]/', 'not a unique-local address (fd00::1)'],
    ['https://[ff02::1]/', 'not a multicast address'],
    ['https://0.0.0.0/', 'not an unspecified address'],
    ['https://db/', 'A public host, not an internal host name (db)'],
    ['https://intranet.shop.example/', 'not a private address (10.0.0.5): intranet.shop.example'],
    ['https://both.shop.example/', 'not a loopback address (127.0.0.1): both.shop.example'],
    ['https://internal.example/', 'not a loopback address (127.0.0.1): internal.example'],
    ['https://nowhere.example/', 'A host that resolves'],
  ])('refuses %s (400 naming the rule)', async (url, message) => {
    const response = await setEndpoint(await newKey(`refused-${url.length}`), url);
    expect(response.status).toBe(400);
    const { message: said } = await json<{ message: string }>(response);
    expect(said).toMatch(/^url: /);
    expect(said).toContain(message);
  });

  it('takes an https URL on a public address', async () => {
    const response = await setEndpoint(await newKey('public'), 'https://shop.example/hooks');
    expect(response.status).toBe(200);
  });

  /** Cancels a new request of the key's account and reads its event's delivery once tried. */
  const firstDelivery = async (as: Record<string, string>) => {
    const { token } = await json<{ token: string }>(
      await server.call('/api/v1/merchant/payment-requests', {
        method: 'POST',
        // Production without providers: the transfers are what it can take.
        json: { ...REQUEST_EXAMPLES['POST /merchant/payment-requests'], paymentMethod: ['ACH'] },
        headers: as,
      }),
    );
    await server.call(`/api/v1/merchant/payment-requests/${token}/cancel`, {
      method: 'POST',
      headers: as,
    });
    let delivery: WebhookEvent['deliveries'][number] | undefined;
    await eventually(async () => {
      const log = await json<{ webhookEvents: WebhookEvent[] }>(
        await server.call('/api/v1/merchant/webhook-events', { headers: as }),
      );
      delivery = log.webhookEvents[0]?.deliveries[0];
      return (delivery?.lastError ?? null) !== null;
    });
    return delivery!;
  };

  it('an attempt is refused when the name now resolves to loopback, and nothing reaches it', async () => {
    const as = await newKey('rebinding');
    const url = `https://rebind.example:${listener.port}/hooks`;
    expect((await setEndpoint(as, url)).status).toBe(200);
    const before = listener.connections;
    const delivery = await firstDelivery(as);
    expect(delivery).toMatchObject({
      status: 'pending',
      lastStatusCode: null,
      lastError: 'blocked: loopback address',
    });
    expect(rebindLookups).toBeGreaterThanOrEqual(2);
    expect(listener.connections).toBe(before);
  });

  it('a stored URL that breaks the rules is not dialled either', async () => {
    const as = await newKey('stored-before');
    expect((await setEndpoint(as, 'https://shop.example/hooks')).status).toBe(200);
    await server.services.db.query(
      "update api_keys set webhook_url = $1 where name = 'stored-before'",
      [`http://127.0.0.1:${listener.port}/hooks`],
    );
    const before = listener.connections;
    expect((await firstDelivery(as)).lastError).toBe('blocked: An https URL');
    expect(listener.connections).toBe(before);
  });
});

describe('WEBHOOK_ALLOW_CIDRS in production', () => {
  it('opens its ranges only: the listed internal service is dialled (here: its TLS fails)', async () => {
    const listener = await countingListener();
    const resolve: Resolve = async (name) =>
      name === 'internal.example' ? [{ address: '127.0.0.1' }] : [];
    const server = await startServer(await backends()[0]!.open(), {
      mode: 'production',
      publicOrigin: 'https://pay.example.com',
      webhooks: {
        backoffMs: 60_000,
        sweepMs: 20,
        timeoutMs: 2000,
        resolve,
        allowCidrs: parseAllowCidrs('127.0.0.1/32'),
      },
    });
    try {
      const as = {
        Authorization: `Bearer ${(await createApiKey(server.services.db, 'internal')).secret}`,
      };
      const set = (url: string) =>
        server.call('/api/v1/merchant/webhook-endpoint', {
          method: 'POST',
          json: { url },
          headers: as,
        });
      expect((await set('https://127.0.0.2/hooks')).status).toBe(400);
      expect((await set('http://127.0.0.1/hooks')).status).toBe(400);
      expect((await set(`https://internal.example:${listener.port}/hooks`)).status).toBe(200);
      const { token } = await json<{ token: string }>(
        await server.call('/api/v1/merchant/payment-requests', {
          method: 'POST',
          // Production without providers: the transfers are what it can take.
          json: { ...REQUEST_EXAMPLES['POST /merchant/payment-requests'], paymentMethod: ['ACH'] },
          headers: as,
        }),
      );
      await server.call(`/api/v1/merchant/payment-requests/${token}/expire`, {
        method: 'POST',
        headers: as,
      });
      const log = async () =>
        (
          await json<{ webhookEvents: WebhookEvent[] }>(
            await server.call('/api/v1/merchant/webhook-events', { headers: as }),
          )
        ).webhookEvents[0]?.deliveries[0];
      await eventually(async () => ((await log())?.lastError ?? null) !== null);
      expect(await log()).toMatchObject({ lastStatusCode: null, lastError: 'TLS' });
      expect(listener.connections).toBeGreaterThanOrEqual(1);
    } finally {
      await server.close();
      await new Promise((done) => listener.server!.close(done));
    }
  });
});
