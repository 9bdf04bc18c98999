/**
 * A database outage: every route that needs the database answers 503 with Retry-After (never a
 * 500), and the same process answers again once the database is back. On PGlite the outage is a
 * wrapper whose calls fail as a refused connection does; on PostgreSQL it is real: the pool
 * reaches the server through a TCP relay that drops every connection and refuses new ones.
 */
import { createServer, type Server, type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { API_BASE, createApp } from '../src/app.ts';
import { type Db, openPostgres } from '../src/db/db.ts';
import { createApiKey } from '../src/merchant/keys.ts';
import { backends, createRequest, json, startServer, type TestServer } from './support/harness.ts';

/** `db` with a switch: while down, every call fails like a refused connection. */
function switchable(db: Db) {
  let down = false;
  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const wrapped: Db = {
    ...db,
    query: (sql, params) => (down ? Promise.reject(refused()) : db.query(sql, params)),
    transaction: (fn) => (down ? Promise.reject(refused()) : db.transaction(fn)),
  };
  return { db: wrapped, setDown: (value: boolean) => (down = value) };
}

/** A TCP relay to `target` that can drop every connection and refuse new ones, then come back. */
async function relay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server!.close(() => resolve());
    });
  await start();
  return { port: () => port, stop, start };
}

/** The three calls the outage was found on, and their answers once the database is back. */
async function namedCalls(server: TestServer, token: string, secret: string) {
  const collect = await server.call(`${API_BASE}/collect/${token}`);
  const session = await server.call(`${API_BASE}/collect/${token}/adyen/session`, {
    method: 'POST',
    json: { organizationId: 'org_x' },
  });
  const create = await server.call(`${API_BASE}/merchant/payment-requests`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}` },
    json: REQUEST_EXAMPLES['POST /merchant/payment-requests'],
  });
  return { collect, session, create };
}

async function expectUnavailable(response: Response, what: string) {
  expect(response.status, what).toBe(503);
  expect(Number(response.headers.get('retry-after')), what).toBeGreaterThanOrEqual(1);
  expect((await json<{ message: string }>(response)).message, what).toMatch(/try again/i);
}

describe('a database outage on PGlite (a failing connection)', () => {
  let server: TestServer;
  let outage: ReturnType<typeof switchable>;
  let token: string;
  let secret: string;
  let organizationId: string;

  beforeAll(async () => {
    outage = switchable(await backends()[0]!.open());
    server = await startServer(outage.db);
    token = (await createRequest(server)).token;
    organizationId = (
      await json<{ organizationId: string }>(await server.call(`${API_BASE}/collect/${token}`))
    ).organizationId;
    secret = (await createApiKey(server.services.db, 'outage')).secret;
  });
  afterAll(async () => {
    outage.setDown(false);
    await server.close();
  });

  it('answers 503 with Retry-After on collect, adyen/session and merchant create, then recovers', async () => {
    outage.setDown(true);
    const down = await namedCalls(server, token, secret);
    await expectUnavailable(down.collect, 'collect');
    await expectUnavailable(down.session, 'adyen/session');
    await expectUnavailable(down.create, 'merchant create');
    outage.setDown(false);
    const up = await namedCalls(server, token, secret);
    expect(up.collect.status).toBe(200);
    expect(up.create.status).toBe(201);
    const session = await server.call(`${API_BASE}/collect/${token}/adyen/session`, {
      method: 'POST',
      json: { organizationId },
    });
    expect(session.status).toBe(200);
  });

  it('no route answers 500 while the database is down', async () => {
    const routes = createApp({ services: server.services }).routes.filter(
      (route) => route.method !== 'ALL' && route.path.startsWith(`${API_BASE}/`),
    );
    outage.setDown(true);
    try {
      for (const { method, path } of routes) {
        const real = path.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_, name: string) =>
          name === 'token' || name === 'trackingToken' ? token : 'x',
        );
        const response = await server.call(real, {
          method,
          headers: { Authorization: `Bearer ${secret}` },
          ...(method === 'GET' ? {} : { json: {} }),
        });
        await response.arrayBuffer();
        expect(response.status, `${method} ${path}`).not.toBe(500);
        if (response.status === 503 && path !== `${API_BASE}/health/ready`) {
          expect(response.headers.get('retry-after'), `${method} ${path}`).not.toBeNull();
        }
      }
    } finally {
      outage.setDown(false);
    }
  });
});

describe.runIf(inject('postgresUrl'))(
  'a database outage on PostgreSQL (connections dropped)',
  () => {
    let server: TestServer;
    let db: Db;
    let proxied: Db;
    let link: Awaited<ReturnType<typeof relay>>;

    beforeAll(async () => {
      db = await backends()[1]!.open();
      const { rows } = await db.query<{ name: string }>('select current_database() as name');
      const admin = new URL(inject('postgresUrl')!);
      link = await relay({ host: admin.hostname, port: Number(admin.port) });
      const url = new URL(admin);
      url.host = `127.0.0.1:${link.port()}`;
      url.pathname = `/${rows[0]!.name}`;
      proxied = await openPostgres(url.toString(), 4);
      server = await startServer(proxied);
    });
    afterAll(async () => {
      await server.close();
      await link.stop().catch(() => undefined);
      await db.close();
    });

    it('answers 503 with Retry-After while PostgreSQL is unreachable, and recovers without a restart', async () => {
      const { token } = await createRequest(server);
      const { secret } = await createApiKey(proxied, 'outage');
      await link.stop();
      const down = await namedCalls(server, token, secret);
      await expectUnavailable(down.collect, 'collect');
      await expectUnavailable(down.session, 'adyen/session');
      await expectUnavailable(down.create, 'merchant create');
      await link.start();
      const up = await namedCalls(server, token, secret);
      expect(up.collect.status).toBe(200);
      expect(up.create.status).toBe(201);
    });
  },
);
