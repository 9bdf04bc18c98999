/**
 * Integration-test harness: the real app over real HTTP on a loopback port, on PGlite (in memory)
 * and on the test PostgreSQL server (one fresh database per test file).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { MAX_SETTLEMENT_DELAY_MS } from '@paypage/contract';
import { deviceFingerprint } from '@paypage/contract/fixtures';
import { inject } from 'vitest';
import type { ServerConfig, Services } from '../../src/context.ts';
import { type Db, openPglite, openPostgres } from '../../src/db/db.ts';
import { createServices, listen } from '../../src/server.ts';

export type Backend = {
  name: 'pglite' | 'postgres';
  /** A database for one test file (PGlite: a copy of the migrated template). */
  open: () => Promise<Db>;
  /** A database without any table. */
  openEmpty: () => Promise<Db>;
};

async function openFreshPostgres(adminUrl: string): Promise<Db> {
  const name = `paypage_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), 20);
  return {
    ...db,
    close: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** PGlite always; PostgreSQL when the global setup started a server. */
export function backends(): Backend[] {
  const postgresUrl = inject('postgresUrl');
  const template = inject('pgliteTemplate');
  const list: Backend[] = [
    {
      name: 'pglite',
      open: () => openPglite(undefined, new Blob([readFileSync(template)])),
      openEmpty: () => openPglite(),
    },
  ];
  if (postgresUrl) {
    const open = () => openFreshPostgres(postgresUrl);
    list.push({ name: 'postgres', open, openEmpty: open });
  }
  return list;
}

export const testConfig: ServerConfig = {
  mode: 'sandbox',
  settlementDelayMs: 200,
  slowMs: 300,
  trustProxy: false,
  rateLimits: null,
};

/**
 * Stops services made without `listen` (which stops its own): every worker and its timers, then
 * the database. A test file's workers must not outlive it, since files share a process.
 */
export async function stopServices(services: Services) {
  await services.settlement.stop();
  await services.webhooks.stop();
  await services.mailer?.stop();
  await services.retention.stop();
  await services.invoicePdfs.close();
  await services.db.close();
}

export type TestServer = {
  url: string;
  services: Services;
  logs: string[];
  /** fetch relative to the server; JSON bodies are sent as JSON. */
  call: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
  close: () => Promise<void>;
};

export async function startServer(db: Db, config: Partial<ServerConfig> = {}): Promise<TestServer> {
  const services = await createServices(db, { ...testConfig, ...config });
  const logs: string[] = [];
  const server = await listen(services, {
    port: 0,
    host: '127.0.0.1',
    log: (line) => logs.push(line),
  });
  const call = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, headers, ...rest } = init;
    return fetch(`${server.url}${path}`, {
      ...rest,
      headers: {
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(headers as Record<string, string> | undefined),
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
      redirect: 'manual',
    });
  };
  return { url: server.url, services, logs, call, close: server.close };
}

/** Reads a JSON answer, checking it is JSON and holds no stack trace. */
export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  const text = await response.text();
  if (/\bat .+:\d+:\d+\)?/.test(text) || text.includes('node_modules')) {
    throw new Error(`The answer holds a stack trace: ${text}`);
  }
  return JSON.parse(text) as T;
}

/** POST /api/v1/sandbox/payment-requests → token. */
export async function createRequest(server: TestServer, body: Record<string, unknown> = {}) {
  const response = await server.call('/api/v1/sandbox/payment-requests', {
    method: 'POST',
    json: body,
  });
  if (response.status !== 201)
    throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return json<{ token: string; url: string; trackingToken: string }>(response);
}

/** A request made through the scenario API (`body`) and its card session: `{ token, session }`. */
export async function openCardSession(server: TestServer, body: Record<string, unknown> = {}) {
  const { token } = await createRequest(server, body);
  const { organizationId } = await json<{ organizationId: string }>(
    await server.call(`/api/v1/collect/${token}`),
  );
  const response = await server.call(`/api/v1/collect/${token}/adyen/session`, {
    method: 'POST',
    json: { organizationId },
  });
  if (response.status !== 200)
    throw new Error(`session failed: ${response.status} ${await response.text()}`);
  return { token, session: await json(response) };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A request's sandbox setting that keeps its payment PROCESSING past any test (the longest delay
 * the sandbox takes): a test that reads PROCESSING after paying does not race the settlement
 * timer however loaded the machine is, and `settleNow` settles it when the test says so.
 */
export const HELD_SETTLEMENT = { settlementDelayMs: MAX_SETTLEMENT_DELAY_MS } as const;

/**
 * POST /api/v1/sandbox/payment-requests/{token}/settle: settles `token`'s pending payment now (the
 * answer comes once it has settled). Throws when nothing was waiting to settle.
 */
export async function settleNow(server: TestServer, token: string) {
  const response = await server.call(`/api/v1/sandbox/payment-requests/${token}/settle`, {
    method: 'POST',
  });
  if (response.status !== 200)
    throw new Error(`settle failed: ${response.status} ${await response.text()}`);
  return json(response);
}

/** Polls `check` until it returns true (or fails after `timeoutMs`). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error('condition not met in time');
}

/**
 * Pays a request by bank in the sandbox, as the page does (link token, sign-in at the sandbox
 * bank, the payment call): the payment call's answer.
 */
export async function payByBank(server: TestServer, token: string): Promise<Response> {
  const { linkToken } = await json<{ linkToken: string }>(
    await server.call('/api/v1/plaid/link-token', {
      method: 'POST',
      json: { paymentRequestToken: token, phoneNumber: null },
    }),
  );
  const { publicToken } = await json<{ publicToken: string }>(
    await server.call('/api/v1/sandbox/plaid/public-token', {
      method: 'POST',
      json: {
        linkToken,
        institutionId: 'ins_sandbox_first',
        username: 'user_good',
        password: 'pass_good',
        accountId: 'acc_checking_0000',
      },
    }),
  );
  return server.call(`/api/v1/collect/${token}/plaid/payment`, {
    method: 'POST',
    json: {
      publicToken,
      paymentRequestToken: token,
      accountId: 'acc_checking_0000',
      fingerprint: deviceFingerprint,
    },
  });
}
