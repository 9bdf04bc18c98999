/**
 * One merchant's slow endpoint does not hold another's webhooks (docs/api-contract.md
 * "Webhooks"): merchant B's endpoint never answers and B has 40 events waiting; merchant A's
 * event is attempted while B's attempts hang, B holding only its own two slots. Then B's breaker:
 * after five failed attempts in a row its deliveries wait (none attempted) for the cooldown, then
 * one goes through. Time is an injected clock: the attempts' timeouts and the breaker run on it,
 * so no assertion waits for a real timeout.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../src/merchant/keys.ts';
import { backends, eventually, json, startServer, type TestServer } from './support/harness.ts';
import { ManualClock } from './support/manual-clock.ts';

/** An endpoint that answers 200 (`hang`: never answers, keeping each request open). */
async function endpoint(hang: boolean) {
  const state = {
    received: 0,
    open: new Set<IncomingMessage>(),
    url: '',
    server: undefined as Server | undefined,
  };
  state.server = createServer((request, response) => {
    state.received += 1;
    request.resume();
    if (hang) {
      state.open.add(request);
      request.socket.on('close', () => state.open.delete(request));
      return;
    }
    response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => state.server!.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}/hooks`;
  return state;
}

describe('two merchants’ webhooks', () => {
  const clock = new ManualClock();
  let server: TestServer;
  let a: Awaited<ReturnType<typeof endpoint>>;
  let b: Awaited<ReturnType<typeof endpoint>>;
  let asA: Record<string, string>;
  let asB: Record<string, string>;

  beforeAll(async () => {
    a = await endpoint(false);
    b = await endpoint(true);
    server = await startServer(await backends()[0]!.open(), {
      // No sweep on its own: the test sweeps (run) when it wants one.
      webhooks: { backoffMs: 1, sweepMs: 600_000, timeoutMs: 10_000, clock },
    });
    for (const [name, target] of [
      ['merchant-a', a],
      ['merchant-b', b],
    ] as const) {
      const as = {
        Authorization: `Bearer ${(await createApiKey(server.services.db, name)).secret}`,
      };
      const set = await server.call('/api/v1/merchant/webhook-endpoint', {
        method: 'POST',
        json: { url: target.url },
        headers: as,
      });
      expect(set.status).toBe(200);
      if (name === 'merchant-a') asA = as;
      else asB = as;
    }
  });
  afterAll(async () => {
    // The sender stops claiming; the attempts in flight end at their (injected) timeout.
    const stopping = server.services.webhooks.stop();
    clock.advance(3_600_000);
    await stopping;
    await server.close();
    b.server!.closeAllConnections();
    await new Promise((done) => b.server!.close(done));
    await new Promise((done) => a.server!.close(done));
  });

  const cancelOne = async (as: Record<string, string>) => {
    const { token } = await json<{ token: string }>(
      await server.call('/api/v1/merchant/payment-requests', {
        method: 'POST',
        json: REQUEST_EXAMPLES['POST /merchant/payment-requests'],
        headers: as,
      }),
    );
    await server.call(`/api/v1/merchant/payment-requests/${token}/cancel`, {
      method: 'POST',
      headers: as,
    });
  };
  const sender = () => server.services.webhooks;
  const keyOf = async (name: string) =>
    (
      await server.services.db.query<{ id: string }>('select id from api_keys where name = $1', [
        name,
      ])
    ).rows[0]!.id;

  it('A’s attempt is made while B’s hang; B holds its own two slots only', async () => {
    for (let i = 0; i < 40; i += 1) await cancelOne(asB);
    await sender().run();
    await eventually(async () => b.open.size === 2);
    await cancelOne(asA);
    await sender().run();
    await eventually(async () => a.received === 1);
    // B's two attempts are still open (the clock has not moved), and B got no third.
    expect(b.open.size).toBe(2);
    expect(b.received).toBe(2);
    expect(sender().inFlight.byEndpoint.get(await keyOf('merchant-b'))).toBe(2);
    expect(sender().inFlight.byEndpoint.get(await keyOf('merchant-a'))).toBeUndefined();
  });

  it('B’s breaker opens after five timeouts in a row: B’s deliveries wait, then one goes', async () => {
    const keyB = await keyOf('merchant-b');
    // Each advance times out B's attempts in flight; their slots refill from B's backlog.
    while (sender().breaker(keyB).state !== 'open') {
      const before = b.received;
      clock.advance(10_000);
      await eventually(async () => b.received > before || sender().breaker(keyB).state === 'open');
    }
    await eventually(async () => sender().inFlight.byEndpoint.get(keyB) === undefined);
    const tried = b.received;
    expect(tried).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < 3; i += 1) await sender().run();
    expect(b.received).toBe(tried);
    // A is untouched by B's breaker.
    await cancelOne(asA);
    await sender().run();
    await eventually(async () => a.received === 2);

    const log = await json<{ webhookEvents: { deliveries: { lastError: string | null }[] }[] }>(
      await server.call('/api/v1/merchant/webhook-events?limit=100', { headers: asB }),
    );
    const errors = log.webhookEvents.flatMap((e) => e.deliveries.map((d) => d.lastError));
    expect(errors.filter((error) => error === 'timeout').length).toBe(tried);

    clock.advance(30_000);
    expect(sender().breaker(keyB).state).toBe('half-open');
    await sender().run();
    await eventually(async () => b.received === tried + 1);
    await sender().run();
    expect(b.received).toBe(tried + 1);
  });
});
