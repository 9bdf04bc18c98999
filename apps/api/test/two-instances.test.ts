/**
 * Two API processes (src/main.ts) on one PostgreSQL database, as two instances behind a balancer:
 * they start together (migrations and sample data once), 50 concurrent pays of one request,
 * split between them, are accepted exactly once, and with both running the webhook sender each
 * status change's event reaches the merchant's endpoint exactly once. PostgreSQL only (PGlite
 * is one process).
 * The timings are printed; docs/operations.md "Scaling out" quotes them.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { EVENT_ID_HEADER } from '@paypage/contract/webhooks';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Queryable } from '../src/db/db.ts';
import { migrations } from '../src/db/migrations.ts';
import { createApiKey } from '../src/merchant/keys.ts';
import { eventually } from './support/harness.ts';
import { sealedScheme } from './support/sealed-card.ts';
import { type ApiProcess, spawnApi } from './support/spawn-api.ts';

const adminUrl = inject('postgresUrl');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

describe.skipIf(!adminUrl)('two API processes on one PostgreSQL database', () => {
  const name = `paypage_two_${randomBytes(6).toString('hex')}`;
  let db: pg.Pool;
  let instances: ApiProcess[] = [];
  let startMs = 0;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl! });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    db = new pg.Pool({ connectionString: url.toString(), max: 2 });
    const env = {
      DATABASE_URL: url.toString(),
      SETTLEMENT_DELAY_MS: '300',
      LOG_REQUESTS: '0',
      // Both sweep the webhook outbox often, so that they race for each delivery.
      WEBHOOK_SWEEP_MS: '50',
    };
    const started = performance.now();
    // Both start at once on the empty database.
    instances = await Promise.all([spawnApi(env), spawnApi(env)]);
    startMs = Math.round(performance.now() - started);
  }, 240_000);

  afterAll(async () => {
    for (const api of instances) api.child.kill('SIGTERM');
    const exits = await Promise.all(instances.map((api) => api.exited));
    await db?.end();
    const admin = new pg.Client({ connectionString: adminUrl! });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    expect(exits.map((exit) => exit.code)).toEqual([0, 0]);
  }, 60_000);

  it('starting together, they migrate once and seed the samples once', async () => {
    const versions = await db.query<{ version: number; count: number }>(
      'select version, count(*)::int as count from schema_migrations group by version order by version',
    );
    expect(versions.rows).toEqual(migrations.map((_, i) => ({ version: i + 1, count: 1 })));
    const samples = await db.query<{ count: number }>(
      'select count(*)::int as count from payment_requests where label is not null',
    );
    const [a, b] = instances;
    // The sample links are printed after the 'running' line (they are read from the database):
    // wait for the line that follows them.
    await eventually(
      async () => instances.every((api) => api.stdout.some((line) => line.includes('demo shop:'))),
      30_000,
    );
    const printed = (api: ApiProcess) =>
      api.stdout.filter((line) => /^ {4}\S+ +[A-Z_]+ +http/.test(line)).length;
    // Each instance lists the same samples; the table holds them once.
    expect(samples.rows[0]?.count).toBe(printed(a!));
    expect(printed(b!)).toBe(printed(a!));
    for (const api of instances) {
      expect((await fetch(`${api.url}/api/v1/health/ready`)).status).toBe(200);
    }
  });

  it('accepts exactly one of 50 concurrent pays split between them', async () => {
    const [a, b] = instances as [ApiProcess, ApiProcess];
    const post = (api: ApiProcess, path: string, body: unknown, headers = {}) =>
      fetch(`${api.url}/api/v1${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const created = await post(a, '/sandbox/payment-requests', {});
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const { organizationId } = (await (await fetch(`${b.url}/api/v1/collect/${token}`)).json()) as {
      organizationId: string;
    };
    const opened = await post(b, `/collect/${token}/adyen/session`, { organizationId });
    expect(opened.status).toBe(200);
    const session = (await opened.json()) as { id: string; sessionData: string };
    // The card as the secured-field frames send it: sealed to the instances' shared card key.
    const scheme = await sealedScheme(db as unknown as Queryable, { number: '4111111111111111' });

    const began = performance.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const api = i % 2 === 0 ? a : b;
        const sent = performance.now();
        const response = await post(
          api,
          `/sandbox/adyen/sessions/${session.id}/payments`,
          {
            sessionData: session.sessionData,
            paymentMethod: scheme,
            billingAddress: {
              street: 'Market St',
              houseNumberOrName: '500',
              postalCode: '94105',
              city: 'San Francisco',
              stateOrProvince: 'CA',
              country: 'US',
            },
            storePaymentMethod: false,
            browserInfo: { userAgent: 'test', language: 'en-US' },
            origin: 'http://localhost:3000',
          },
          { 'Idempotency-Key': `attempt-${i}` },
        );
        const body = (await response.json()) as { message?: string };
        return { instance: i % 2, status: response.status, body, ms: performance.now() - sent };
      }),
    );
    const wallMs = performance.now() - began;

    const accepted = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map((r) => r.body.message))).toEqual(
      new Set(['This payment request has already been processed.']),
    );
    const attempts = await db.query<{ count: number }>(
      "select count(*)::int as count from payment_attempts where payment_request_token = $1 and outcome = 'Authorised'",
      [token],
    );
    expect(attempts.rows[0]?.count).toBe(1);

    // Settled once, by whichever instance's timer or sweep came first; both then answer PAID.
    for (const api of [a, b]) {
      await eventually(async () => {
        const response = await fetch(`${api.url}/api/v1/collect/${token}`);
        return ((await response.json()) as { status: string }).status === 'PAID';
      }, 20_000);
    }

    const ms = results.map((r) => r.ms);
    const line = [
      `two instances: started together in ${startMs} ms;`,
      `50 pays (25 each) in ${Math.round(wallMs)} ms wall,`,
      `p50 ${Math.round(percentile(ms, 50))} ms, p95 ${Math.round(percentile(ms, 95))} ms,`,
      `max ${Math.round(Math.max(...ms))} ms; accepted by instance ${accepted[0]!.instance === 0 ? 'A' : 'B'}`,
    ].join(' ');
    console.log(line);
  }, 120_000);

  it("delivers each status change's event to the merchant's endpoint exactly once, both sending", async () => {
    const [a, b] = instances as [ApiProcess, ApiProcess];
    const received: string[] = [];
    // The merchant answers in 300 ms: each sending is in flight across several sweeps of both.
    const endpoint = createServer((req, res) => {
      received.push(String(req.headers[EVENT_ID_HEADER.toLowerCase()]));
      req.resume();
      req.on('end', () => setTimeout(() => res.writeHead(200).end(), 300));
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    try {
      const { id: keyId, secret } = await createApiKey(db as unknown as Queryable, 'two');
      const merchant = (api: ApiProcess, path: string, body?: unknown) =>
        fetch(`${api.url}/api/v1/merchant${path}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const { port } = endpoint.address() as AddressInfo;
      expect(
        (await merchant(a, '/webhook-endpoint', { url: `http://127.0.0.1:${port}/hooks` })).ok,
      ).toBe(true);
      // 20 requests, each made on one instance and canceled on the other, all at once.
      const count = 20;
      const began = performance.now();
      await Promise.all(
        Array.from({ length: count }, async (_, i) => {
          const [maker, canceler] = i % 2 === 0 ? [a, b] : [b, a];
          const created = await merchant(
            maker,
            '/payment-requests',
            REQUEST_EXAMPLES['POST /merchant/payment-requests'],
          );
          expect(created.status).toBe(201);
          const { token } = (await created.json()) as { token: string };
          expect((await merchant(canceler, `/payment-requests/${token}/cancel`)).status).toBe(200);
        }),
      );
      const delivered = async () =>
        (
          await db.query<{ count: number }>(
            `select count(*)::int as count from webhook_deliveries
             where key_id = $1 and status = 'delivered'`,
            [keyId],
          )
        ).rows[0]!.count;
      await eventually(async () => (await delivered()) === count, 30_000);
      const wallMs = performance.now() - began;
      // Both go on sweeping every 50 ms: a second sending would arrive meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(received).toHaveLength(count);
      expect(new Set(received).size).toBe(count);
      const attempts = await db.query<{ attempts: number }>(
        'select attempt_count as attempts from webhook_deliveries where key_id = $1',
        [keyId],
      );
      expect(attempts.rows.map((row) => row.attempts)).toEqual(Array(count).fill(1));
      console.log(
        `two instances: ${count} canceled events, each delivered once (${received.length} POSTs) ` +
          `in ${Math.round(wallMs)} ms wall from the first create, both sweeping every 50 ms`,
      );
    } finally {
      await new Promise<void>((resolve) => endpoint.close(() => resolve()));
    }
  }, 120_000);
});
