/**
 * One attempt's outcome, against listeners on 127.0.0.1 (the sandbox's policy takes loopback):
 * the status, or a category of failure without the socket error's words; a timeout from the
 * injected clock (no test waits for a real one).
 */
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { EndpointPolicy } from './endpoints.ts';
import { type Clock, postWebhook, systemClock } from './post.ts';

const sandbox: EndpointPolicy = { httpsOnly: false, allowLoopback: true, allowCidrs: [] };
const request = { headers: { 'Content-Type': 'application/json' }, body: '{"id":"evt_1"}' };
const options = {
  policy: sandbox,
  resolve: async () => [{ address: '127.0.0.1' }],
  timeoutMs: 10_000,
  clock: systemClock,
};

const servers: (Server | HttpServer)[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    await new Promise((done) => server.close(done));
  }
});

async function listen(server: Server | HttpServer): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const answering = (status: number, headers: Record<string, string> = {}) =>
  listen(createHttpServer((_, response) => response.writeHead(status, headers).end('body')));

/** A clock whose timers run only when the test says so. */
function manualClock() {
  const timers = new Map<number, () => void>();
  let next = 0;
  const clock: Clock = {
    now: () => 0,
    setTimeout: (run) => {
      next += 1;
      timers.set(next, run);
      return next;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  };
  return { clock, fireAll: () => [...timers.values()].forEach((run) => run()) };
}

describe('a webhook attempt', () => {
  it('is the answer’s status, the body sent as given', async () => {
    let received = '';
    const port = await listen(
      createHttpServer((incoming, response) => {
        incoming.on('data', (chunk: Buffer) => (received += chunk.toString()));
        incoming.on('end', () => response.writeHead(204).end());
      }),
    );
    expect(await postWebhook(`http://127.0.0.1:${port}/h`, request, options)).toEqual({
      statusCode: 204,
    });
    expect(received).toBe(request.body);
  });

  it('does not follow a redirect (the 302 is the outcome)', async () => {
    const port = await answering(302, { Location: 'http://169.254.169.254/' });
    expect(await postWebhook(`http://127.0.0.1:${port}/h`, request, options)).toEqual({
      statusCode: 302,
    });
  });

  it('reports HTTP 503 as its status', async () => {
    const port = await answering(503);
    expect(await postWebhook(`http://localhost:${port}/h`, request, options)).toEqual({
      statusCode: 503,
    });
  });

  it('"connection failed" when no one listens (no ECONNREFUSED)', async () => {
    const port = await listen(createServer());
    await new Promise((done) => servers.pop()!.close(done));
    expect(await postWebhook(`http://127.0.0.1:${port}/h`, request, options)).toEqual({
      failure: 'connection failed',
    });
  });

  it('"TLS" when the listener does not speak TLS', async () => {
    const port = await answering(200);
    expect(await postWebhook(`https://127.0.0.1:${port}/h`, request, options)).toEqual({
      failure: 'TLS',
    });
  });

  it('"timeout" when the clock passes the bound before an answer', async () => {
    let connected!: () => void;
    const reached = new Promise<void>((resolve) => (connected = resolve));
    const port = await listen(createServer(() => connected()));
    const { clock, fireAll } = manualClock();
    const outcome = postWebhook(`http://127.0.0.1:${port}/h`, request, { ...options, clock });
    await reached;
    fireAll();
    expect(await outcome).toEqual({ failure: 'timeout' });
  });

  it('"blocked" for an address the policy refuses, before any connection', async () => {
    const production = { ...sandbox, httpsOnly: true, allowLoopback: false };
    expect(
      await postWebhook('https://127.0.0.1:1/h', request, { ...options, policy: production }),
    ).toEqual({ failure: 'blocked: A public address, not a loopback address (127.0.0.1)' });
    expect(
      await postWebhook('https://shop.example:1/h', request, { ...options, policy: production }),
    ).toEqual({ failure: 'blocked: loopback address' });
  });
});
