/**
 * Webhooks to the merchant (docs/api-contract.md "Webhooks"), against a local receiver
 * on 127.0.0.1: the endpoint and its secret, each of the five events from the code path that
 * changes the status, the signature (verified by the library function and by the documented
 * snippet; a tampered body and an old timestamp refused), retries with backoff (fails four times,
 * then receives the event once, with the same id), a failed delivery and its retry, a restart
 * mid-retry on the same data directory, the delivery log, and nothing secret in the logs.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REQUEST_EXAMPLES } from '@paypage/contract/fixtures';
import { webhookEventListSchema, webhookEventPayloadSchema } from '@paypage/contract/schemas';
import { signPaypagePayload, verifyPaypageSignature } from '@paypage/contract/webhooks';
import type { WebhookEvent, WebhookEventPayload } from '@paypage/contract';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openPostgres } from '../src/db/db.ts';
import { claimDueDeliveries } from '../src/db/webhooks.ts';
import { WebhookSender } from '../src/webhooks/sender.ts';
import { runKeys } from '../src/keys-cli.ts';
import { createApiKey, revokeApiKey } from '../src/merchant/keys.ts';
import { openDatabase } from '../src/server.ts';
import type { WebhookConfig } from '../src/webhooks/sender.ts';
import {
  backends,
  createRequest,
  eventually,
  json,
  payByBank as payBank,
  sleep,
  startServer,
  type TestServer,
} from './support/harness.ts';

type Received = { at: number; headers: IncomingHttpHeaders; body: string; answered: number };

/**
 * A merchant's endpoint: records every POST, answers with the next status planned for the event's
 * request (`plans`), else the next of `plan`, else 200.
 */
class Receiver {
  readonly received: Received[] = [];
  plan: number[] = [];
  readonly plans = new Map<string, number[]>();
  #server: Server | undefined;
  url = '';

  async start() {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const token = (JSON.parse(body) as WebhookEventPayload).data.object.token;
        const answered = this.plans.get(token)?.shift() ?? this.plan.shift() ?? 200;
        this.received.push({
          at: Date.now(),
          headers: request.headers,
          body,
          answered,
        });
        response.writeHead(answered, { 'Content-Type': 'text/plain' }).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/hooks`;
    return this;
  }

  of(eventType: string) {
    return this.received.filter((r) => (JSON.parse(r.body) as { type: string }).type === eventType);
  }

  forRequest(token: string) {
    return this.received.filter(
      (r) => (JSON.parse(r.body) as WebhookEventPayload).data.object.token === token,
    );
  }

  close() {
    return new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }
}

const fast: Partial<WebhookConfig> = { backoffMs: 50, sweepMs: 20, timeoutMs: 2000 };
const merchantBody = REQUEST_EXAMPLES['POST /merchant/payment-requests'];

/** The documented verification snippet (docs/api-contract.md), as a module. */
async function documentedSnippet(): Promise<
  (header: string | undefined, body: string, secret: string, toleranceSeconds?: number) => boolean
> {
  const doc = readFileSync(new URL('../../../docs/api-contract.md', import.meta.url), 'utf8');
  const block = /<!-- webhook-verification-snippet[^>]*-->\n```js\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('The documented snippet was not found.');
  expect(block.trim().split('\n').length).toBeLessThanOrEqual(15);
  const dir = mkdtempSync(path.join(tmpdir(), 'paypage-snippet-'));
  const file = path.join(dir, 'verify.mjs');
  writeFileSync(file, block);
  const module = (await import(pathToFileURL(file).href)) as {
    verifyPaypageSignature: Awaited<ReturnType<typeof documentedSnippet>>;
  };
  rmSync(dir, { recursive: true, force: true });
  return module.verifyPaypageSignature;
}

describe.each(backends())('webhooks on $name', (backend) => {
  let server: TestServer;
  let receiver: Receiver;
  let key: string;
  let secret: string;
  const merchant = (url: string, init: RequestInit & { json?: unknown } = {}) =>
    server.call(`/api/v1/merchant${url}`, {
      ...init,
      headers: { Authorization: `Bearer ${key}`, ...(init.headers as Record<string, string>) },
    });

  beforeAll(async () => {
    receiver = await new Receiver().start();
    server = await startServer(await backend.open(), {
      publicOrigin: 'https://pay.example.com',
      settlementDelayMs: 100,
      webhooks: { ...fast, secretKey: 'a server key of at least thirty-two characters' },
    });
    key = (await createApiKey(server.services.db, 'shop')).secret;
    const response = await merchant('/webhook-endpoint', {
      method: 'POST',
      json: { url: receiver.url },
    });
    expect(response.status).toBe(200);
    ({ secret } = await json<{ url: string; secret: string }>(response));
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });
  afterEach(() => {
    receiver.plan = [];
  });

  const create = async () => {
    const response = await merchant('/payment-requests', { method: 'POST', json: merchantBody });
    expect(response.status).toBe(201);
    return (await json<{ token: string }>(response)).token;
  };

  /** Pays a request by bank in the sandbox (link, sign in, debit): it moves to PROCESSING. */
  const payByBank = async (token: string) => {
    expect((await payBank(server, token)).status).toBe(200);
  };

  const typesFor = (token: string) =>
    receiver
      .forRequest(token)
      .filter((r) => r.answered === 200)
      .map((r) => (JSON.parse(r.body) as WebhookEventPayload).type);

  describe('the endpoint', () => {
    it.each([
      ['ftp://shop.example/hooks', 'An https URL'],
      ['http://shop.example/hooks', 'An https URL'],
      ['not a url', 'Not an absolute URL'],
      ['https://user:pw@shop.example/hooks', 'without user name or password'],
      ['https://shop.example/hooks#x', 'without a #fragment'],
    ])('refuses %s (400 naming url)', async (url, message) => {
      const response = await merchant('/webhook-endpoint', { method: 'POST', json: { url } });
      expect(response.status).toBe(400);
      const answer = await json<{ message: string }>(response);
      expect(answer.message).toMatch(/^url: /);
      expect(answer.message).toContain(message);
    });

    it('is set with a new whsec_ secret each time, stored sealed, and read back without it', async () => {
      const other = (await createApiKey(server.services.db, 'endpoint-check')).secret;
      const as = { Authorization: `Bearer ${other}` };
      const first = await json<{ url: string; secret: string }>(
        await server.call('/api/v1/merchant/webhook-endpoint', {
          method: 'POST',
          json: { url: 'https://shop.example/hooks' },
          headers: as,
        }),
      );
      expect(first).toEqual({
        url: 'https://shop.example/hooks',
        secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/) as string,
      });
      const second = await json<{ secret: string }>(
        await server.call('/api/v1/merchant/webhook-endpoint', {
          method: 'POST',
          json: { url: 'https://shop.example/hooks' },
          headers: as,
        }),
      );
      expect(second.secret).not.toBe(first.secret);
      const { rows } = await server.services.db.query<{ webhook_secret: string }>(
        "select webhook_secret from api_keys where name = 'endpoint-check'",
      );
      expect(rows[0]!.webhook_secret).toMatch(/^v1:/);
      expect(rows[0]!.webhook_secret).not.toContain(second.secret.slice(6));
      const read = await server.call('/api/v1/merchant/webhook-endpoint', { headers: as });
      expect(await json(read)).toEqual({ url: 'https://shop.example/hooks' });
      expect(
        (await server.call('/api/v1/merchant/webhook-endpoint', { method: 'POST', json: {} }))
          .status,
      ).toBe(401);
    });
  });

  describe('events, from the code path that changes the status', () => {
    it('payment_request.processing when a payment is accepted, .paid when it settles', async () => {
      const token = await create();
      await payByBank(token);
      await eventually(async () => typesFor(token).length === 2);
      expect(typesFor(token)).toEqual(['payment_request.processing', 'payment_request.paid']);
      const paid = JSON.parse(
        receiver.of('payment_request.paid').at(-1)!.body,
      ) as WebhookEventPayload;
      expect(webhookEventPayloadSchema.parse(paid)).toEqual(paid);
      // data.object is the merchant API's representation of the request as it now is.
      const now = await json(await merchant(`/payment-requests/${token}`));
      expect(paid.data.object).toEqual(now);
      expect(paid.data.object).toMatchObject({
        status: 'PAID',
        methodPaidWith: 'payByBank',
        url: `https://pay.example.com/pay/${token}`,
      });
    });

    it('payment_request.payment_failed when the settlement fails', async () => {
      const { token } = await createRequest(server, {
        sandbox: { settlement: 'fail' },
        paymentMethod: ['PayByBank'],
      });
      // The scenario API's requests have no account: this one is given the key's.
      await server.services.db.query(
        "update payment_requests set merchant_account = 'shop' where token = $1",
        [token],
      );
      await payByBank(token);
      await eventually(async () => typesFor(token).length === 2);
      expect(typesFor(token)).toEqual([
        'payment_request.processing',
        'payment_request.payment_failed',
      ]);
    });

    it('payment_request.canceled and .expired by the merchant API (a retried cancel sends none)', async () => {
      const canceled = await create();
      const expired = await create();
      expect(
        (await merchant(`/payment-requests/${canceled}/cancel`, { method: 'POST' })).status,
      ).toBe(200);
      expect(
        (await merchant(`/payment-requests/${canceled}/cancel`, { method: 'POST' })).status,
      ).toBe(200);
      expect(
        (await merchant(`/payment-requests/${expired}/expire`, { method: 'POST' })).status,
      ).toBe(200);
      await eventually(
        async () => typesFor(canceled).length === 1 && typesFor(expired).length === 1,
      );
      await sleep(200);
      expect(typesFor(canceled)).toEqual(['payment_request.canceled']);
      expect(typesFor(expired)).toEqual(['payment_request.expired']);
    });

    it('the scenario API forcing a status sends its event; a status forced to itself, none', async () => {
      const token = await create();
      const force = (status: string) =>
        server.call(`/api/v1/sandbox/payment-requests/${token}/status`, {
          method: 'POST',
          json: { status },
        });
      expect((await force('PAID')).status).toBe(200);
      expect((await force('PAID')).status).toBe(200);
      expect((await force('UNPAID')).status).toBe(200);
      expect((await force('EXPIRED')).status).toBe(200);
      await eventually(async () => typesFor(token).length === 2);
      await sleep(200);
      expect(typesFor(token)).toEqual(['payment_request.paid', 'payment_request.expired']);
    });

    it('the event is written in the status change’s transaction: when it cannot be, the change is not made', async () => {
      const token = await create();
      await server.services.db.query(
        `create function refuse_event() returns trigger language plpgsql as
         $$ begin raise exception 'outbox unavailable'; end $$`,
      );
      await server.services.db.query(
        'create trigger refuse_event before insert on webhook_events for each row execute function refuse_event()',
      );
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        expect(
          (await merchant(`/payment-requests/${token}/cancel`, { method: 'POST' })).status,
        ).toBe(500);
        await payByBank(token).catch(() => undefined);
      } finally {
        await server.services.db.query('drop trigger refuse_event on webhook_events');
        await server.services.db.query('drop function refuse_event');
        errors.mockRestore();
      }
      const after = await json<{ status: string }>(await merchant(`/payment-requests/${token}`));
      expect(after.status).toBe('UNPAID');
      expect((await merchant(`/payment-requests/${token}/cancel`, { method: 'POST' })).status).toBe(
        200,
      );
      await eventually(async () => typesFor(token).length === 1);
      expect(typesFor(token)).toEqual(['payment_request.canceled']);
    });

    it('a refused change writes no event (cancel while PROCESSING: 409)', async () => {
      const { token } = await createRequest(server, {
        sandbox: { settlementDelayMs: 600_000 },
        paymentMethod: ['PayByBank'],
      });
      await server.services.db.query(
        "update payment_requests set merchant_account = 'shop' where token = $1",
        [token],
      );
      await payByBank(token);
      const cancel = await merchant(`/payment-requests/${token}/cancel`, { method: 'POST' });
      expect(cancel.status).toBe(409);
      const { rows } = await server.services.db.query<{ type: string }>(
        'select type from webhook_events where payment_request_token = $1 order by seq',
        [token],
      );
      expect(rows.map((r) => r.type)).toEqual(['payment_request.processing']);
    });
  });

  describe('signatures', () => {
    it('verify with verifyPaypageSignature and with the documented snippet; a tampered body or an old timestamp does not', async () => {
      const token = await create();
      await merchant(`/payment-requests/${token}/cancel`, { method: 'POST' });
      await eventually(async () => receiver.forRequest(token).length === 1);
      const delivery = receiver.forRequest(token)[0]!;
      const header = delivery.headers['paypage-signature'] as string;
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(delivery.headers['paypage-event-id']).toBe(
        (JSON.parse(delivery.body) as { id: string }).id,
      );
      expect(delivery.headers['content-type']).toBe('application/json');

      const snippet = await documentedSnippet();
      expect(verifyPaypageSignature(header, delivery.body, secret)).toBe(true);
      expect(snippet(header, delivery.body, secret)).toBe(true);

      const tampered = delivery.body.replace('"CANCELED"', '"PAID"');
      expect(tampered).not.toBe(delivery.body);
      expect(verifyPaypageSignature(header, tampered, secret)).toBe(false);
      expect(snippet(header, tampered, secret)).toBe(false);
      expect(snippet(header, delivery.body, `${secret}x`)).toBe(false);
      expect(snippet(undefined, delivery.body, secret)).toBe(false);

      const t = Number(/t=(\d+)/.exec(header)![1]);
      const old = signPaypagePayload(delivery.body, secret, t - 301);
      expect(verifyPaypageSignature(old, delivery.body, secret)).toBe(false);
      expect(snippet(old, delivery.body, secret)).toBe(false);
      const later = new Date((t + 301) * 1000);
      expect(verifyPaypageSignature(header, delivery.body, secret, { now: later })).toBe(false);
    });
  });

  describe('retries', () => {
    it('an endpoint that fails four times, then succeeds, receives the event once, with the same id, after growing waits', async () => {
      const token = await create();
      receiver.plans.set(token, [500, 503, 404, 500]);
      await merchant(`/payment-requests/${token}/expire`, { method: 'POST' });
      await eventually(async () => receiver.forRequest(token).length === 5);
      await sleep(300);
      const attempts = receiver.forRequest(token);
      expect(attempts.map((a) => a.answered)).toEqual([500, 503, 404, 500, 200]);
      expect(new Set(attempts.map((a) => a.headers['paypage-event-id'])).size).toBe(1);
      expect(attempts.filter((a) => a.answered === 200)).toHaveLength(1);
      // Each wait at least the backoff (50 ms × 2^(n−1)) before jitter.
      const waits = attempts.slice(1).map((a, i) => a.at - attempts[i]!.at);
      waits.forEach((wait, i) => expect(wait).toBeGreaterThanOrEqual(50 * 2 ** i - 5));
      for (const attempt of attempts) {
        expect(
          verifyPaypageSignature(
            attempt.headers['paypage-signature'] as string,
            attempt.body,
            secret,
          ),
        ).toBe(true);
      }
      const log = webhookEventListSchema.parse(await json(await merchant('/webhook-events')));
      const event = log.webhookEvents.find((e) => e.data.object.token === token)!;
      expect(event.deliveries).toEqual([
        {
          url: receiver.url,
          status: 'delivered',
          attempts: 5,
          lastStatusCode: 200,
          lastError: null,
          nextAttemptAt: null,
          deliveredAt: expect.any(String) as string,
        },
      ]);
    });

    it('a failure without an answer (no one listening) is retried, its error in the log', async () => {
      const gone = await new Receiver().start();
      await gone.close();
      const otherKey = (await createApiKey(server.services.db, 'gone-shop')).secret;
      const as = { Authorization: `Bearer ${otherKey}` };
      await server.call('/api/v1/merchant/webhook-endpoint', {
        method: 'POST',
        json: { url: gone.url },
        headers: as,
      });
      const created = await json<{ token: string }>(
        await server.call('/api/v1/merchant/payment-requests', {
          method: 'POST',
          json: merchantBody,
          headers: as,
        }),
      );
      await server.call(`/api/v1/merchant/payment-requests/${created.token}/cancel`, {
        method: 'POST',
        headers: as,
      });
      let event: WebhookEvent | undefined;
      await eventually(async () => {
        const log = await json<{ webhookEvents: WebhookEvent[] }>(
          await server.call('/api/v1/merchant/webhook-events', { headers: as }),
        );
        event = log.webhookEvents[0];
        return (event?.deliveries[0]?.attempts ?? 0) >= 2;
      });
      expect(event!.deliveries[0]).toMatchObject({
        status: 'pending',
        lastStatusCode: null,
        lastError: 'connection failed',
        nextAttemptAt: expect.any(String) as string,
      });
    });
  });

  describe('a revoked key', () => {
    it('ends its pending deliveries: failed, not sent again', async () => {
      const created = await createApiKey(server.services.db, 'revoked-shop');
      const as = { Authorization: `Bearer ${created.secret}` };
      const own = await new Receiver().start();
      own.plan = Array.from({ length: 20 }, () => 500);
      try {
        await server.call('/api/v1/merchant/webhook-endpoint', {
          method: 'POST',
          json: { url: own.url },
          headers: as,
        });
        const { token } = await json<{ token: string }>(
          await server.call('/api/v1/merchant/payment-requests', {
            method: 'POST',
            json: merchantBody,
            headers: as,
          }),
        );
        await server.call(`/api/v1/merchant/payment-requests/${token}/cancel`, {
          method: 'POST',
          headers: as,
        });
        await eventually(async () => own.received.length >= 1);
        await revokeApiKey(server.services.db, created.id);
        const delivery = async () =>
          (
            await server.services.db.query<{ status: string; last_error: string | null }>(
              `select d.status, d.last_error from webhook_deliveries d
               join webhook_events e on e.id = d.event_id where e.payment_request_token = $1`,
              [token],
            )
          ).rows[0]!;
        await eventually(async () => (await delivery()).status === 'failed');
        expect((await delivery()).last_error).toBe('The endpoint was removed, or its key revoked.');
        const sent = own.received.length;
        await sleep(400);
        expect(own.received.length).toBe(sent);
      } finally {
        await own.close();
      }
    });
  });

  describe('the delivery log', () => {
    /** An event of another account (its key has no endpoint: the event has no delivery). */
    const otherAccountsEvent = async () => {
      const other = (await createApiKey(server.services.db, 'log-other')).secret;
      const as = { Authorization: `Bearer ${other}` };
      const { token } = await json<{ token: string }>(
        await server.call('/api/v1/merchant/payment-requests', {
          method: 'POST',
          json: merchantBody,
          headers: as,
        }),
      );
      await server.call(`/api/v1/merchant/payment-requests/${token}/cancel`, {
        method: 'POST',
        headers: as,
      });
      const { rows } = await server.services.db.query<{ id: string; account: string }>(
        'select id, account from webhook_events where payment_request_token = $1',
        [token],
      );
      expect(rows[0]!.account).toBe('log-other');
      return rows[0]!.id;
    };

    it('pages newest first with a cursor, and shows only the account’s events', async () => {
      for (let i = 0; i < 3; i += 1) {
        await merchant(`/payment-requests/${await create()}/cancel`, { method: 'POST' });
      }
      const foreign = await otherAccountsEvent();
      const first = await json<{ webhookEvents: WebhookEvent[]; nextCursor: string | null }>(
        await merchant('/webhook-events?limit=2'),
      );
      expect(first.webhookEvents).toHaveLength(2);
      expect(first.nextCursor).not.toBeNull();
      const second = await json<{ webhookEvents: WebhookEvent[] }>(
        await merchant(`/webhook-events?limit=2&cursor=${first.nextCursor}`),
      );
      expect(second.webhookEvents.length).toBeGreaterThanOrEqual(1);
      const ids = [...first.webhookEvents, ...second.webhookEvents].map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(first.webhookEvents[1]!.created >= second.webhookEvents[0]!.created).toBe(true);
      const all = await json<{ webhookEvents: WebhookEvent[] }>(
        await merchant('/webhook-events?limit=100'),
      );
      expect(all.webhookEvents.map((e) => e.id)).not.toContain(foreign);
      expect(
        all.webhookEvents.every((e) => e.deliveries.every((d) => d.url === receiver.url)),
      ).toBe(true);
      expect((await merchant('/webhook-events?limit=0')).status).toBe(400);
      expect((await merchant('/webhook-events?cursor=zz!')).status).toBe(400);
      expect((await server.call('/api/v1/merchant/webhook-events')).status).toBe(401);
    });

    it('retry sends an event again now; another account’s event is 404', async () => {
      const token = await create();
      await merchant(`/payment-requests/${token}/cancel`, { method: 'POST' });
      await eventually(async () => receiver.forRequest(token).length === 1);
      const { rows } = await server.services.db.query<{ id: string }>(
        'select id from webhook_events where payment_request_token = $1',
        [token],
      );
      const id = rows[0]!.id;
      const retried = await merchant(`/webhook-events/${id}/retry`, { method: 'POST' });
      expect(retried.status).toBe(200);
      expect((await json<WebhookEvent>(retried)).deliveries[0]).toMatchObject({
        status: 'pending',
      });
      await eventually(async () => receiver.forRequest(token).length === 2);
      const [a, b] = receiver.forRequest(token);
      expect(a!.headers['paypage-event-id']).toBe(b!.headers['paypage-event-id']);
      // A retry while an attempt is in flight leaves that attempt alone: it is not claimed twice.
      const running = server.services.webhooks;
      await running.stop();
      try {
        await merchant(`/webhook-events/${id}/retry`, { method: 'POST' });
        const claimed = await claimDueDeliveries(server.services.db, {
          limit: 100,
          leaseMs: 60_000,
        });
        expect(claimed.map((d) => d.eventId)).toContain(id);
        await merchant(`/webhook-events/${id}/retry`, { method: 'POST' });
        const again = await claimDueDeliveries(server.services.db, { limit: 100, leaseMs: 60_000 });
        expect(again.map((d) => d.eventId)).not.toContain(id);
      } finally {
        server.services.webhooks = new WebhookSender(server.services.db, running.config);
        server.services.webhooks.start();
      }
      const foreign = await otherAccountsEvent();
      expect((await merchant(`/webhook-events/${foreign}/retry`, { method: 'POST' })).status).toBe(
        404,
      );
      expect((await merchant('/webhook-events/evt_nope/retry', { method: 'POST' })).status).toBe(
        404,
      );
    });
  });
});

const postgresUrl = inject('postgresUrl');

describe.runIf(postgresUrl)('two senders on one PostgreSQL database', () => {
  it('claim different deliveries while one holds its claim, and send each event once', async () => {
    const receiver = await new Receiver().start();
    const config = { backoffMs: 50, sweepMs: 15, timeoutMs: 2000, allowLoopback: true };
    const server = await startServer(await backends()[1]!.open(), { webhooks: config });
    // The server's own sender waits: the deliveries stay due until the two senders below start.
    await server.services.webhooks.stop();
    const { rows } = await server.services.db.query<{ name: string }>(
      'select current_database() as name',
    );
    const url = new URL(postgresUrl!);
    url.pathname = `/${rows[0]!.name}`;
    const otherPool = await openPostgres(url.toString(), 5);
    const senders = [
      new WebhookSender(server.services.db, config),
      new WebhookSender(otherPool, config),
    ];
    try {
      const key = (await createApiKey(server.services.db, 'shop')).secret;
      const as = { Authorization: `Bearer ${key}` };
      await server.call('/api/v1/merchant/webhook-endpoint', {
        method: 'POST',
        json: { url: receiver.url },
        headers: as,
      });
      for (let i = 0; i < 40; i += 1) {
        const { token } = await json<{ token: string }>(
          await server.call('/api/v1/merchant/payment-requests', {
            method: 'POST',
            json: merchantBody,
            headers: as,
          }),
        );
        await server.call(`/api/v1/merchant/payment-requests/${token}/cancel`, {
          method: 'POST',
          headers: as,
        });
      }
      // A claim held open in a transaction: the other connection's claim skips its rows (without
      // skip locked it would wait for this transaction, which waits for it: the test times out).
      const [held, meanwhile] = await server.services.db.transaction(async (tx) => {
        const first = await claimDueDeliveries(tx, { limit: 10, leaseMs: 60_000 });
        const second = await claimDueDeliveries(otherPool, { limit: 10, leaseMs: 60_000 });
        return [first, second];
      });
      expect(held).toHaveLength(10);
      expect(meanwhile).toHaveLength(10);
      const claimedIds = [...held!, ...meanwhile!].map((d) => d.id);
      expect(new Set(claimedIds).size).toBe(20);
      await server.services.db.query(
        'update webhook_deliveries set attempt_count = 0, next_attempt_at = now(), claimed_until = null',
      );

      for (const sender of senders) sender.start();
      await eventually(async () => receiver.received.length >= 40);
      await sleep(500);
      const ids = receiver.received.map((r) => r.headers['paypage-event-id']);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
      const attempts = await server.services.db.query<{ attempt_count: number; status: string }>(
        'select attempt_count, status from webhook_deliveries',
      );
      expect(attempts.rows).toHaveLength(40);
      expect(attempts.rows.every((r) => r.attempt_count === 1 && r.status === 'delivered')).toBe(
        true,
      );
    } finally {
      for (const sender of senders) await sender.stop();
      await otherPool.close();
      await server.close();
      await receiver.close();
    }
  }, 30_000);
});

describe('a delivery that never succeeds', () => {
  it('fails after 14 attempts (base 1 ms), and a retry gives it one more', async () => {
    const receiver = await new Receiver().start();
    receiver.plan = Array.from({ length: 15 }, () => 500);
    const server = await startServer(await backends()[0]!.open(), {
      webhooks: { backoffMs: 1, sweepMs: 10, timeoutMs: 2000 },
    });
    try {
      const key = (await createApiKey(server.services.db, 'shop')).secret;
      const as = { Authorization: `Bearer ${key}` };
      await server.call('/api/v1/merchant/webhook-endpoint', {
        method: 'POST',
        json: { url: receiver.url },
        headers: as,
      });
      const { token } = await json<{ token: string }>(
        await server.call('/api/v1/merchant/payment-requests', {
          method: 'POST',
          json: merchantBody,
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
        ).webhookEvents[0]!;
      await eventually(async () => (await log()).deliveries[0]!.status === 'failed', 20_000);
      expect((await log()).deliveries[0]).toMatchObject({
        status: 'failed',
        attempts: 14,
        lastStatusCode: 500,
        nextAttemptAt: null,
      });
      expect(receiver.received).toHaveLength(14);
      const id = (await log()).id;
      await server.call(`/api/v1/merchant/webhook-events/${id}/retry`, {
        method: 'POST',
        headers: as,
      });
      await eventually(
        async () =>
          (await log()).deliveries[0]!.status === 'failed' && receiver.received.length === 15,
      );
      expect((await log()).deliveries[0]).toMatchObject({ attempts: 15 });
    } finally {
      await server.close();
      await receiver.close();
    }
  }, 30_000);
});

describe('a restart mid-retry (PGlite on one data directory)', () => {
  it('loses nothing: the new server delivers the event, same id, and the log counts every attempt', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'paypage-webhooks-'));
    const receiver = await new Receiver().start();
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      receiver.plan = [500, 500, 500, 500, 500, 500];
      const config = { webhooks: { backoffMs: 200, sweepMs: 20, timeoutMs: 2000 } };
      const first = await startServer(await openDatabase({ dataDir, reset: true }), config);
      const key = (await createApiKey(first.services.db, 'shop')).secret;
      const as = { Authorization: `Bearer ${key}` };
      const { secret } = await json<{ secret: string }>(
        await first.call('/api/v1/merchant/webhook-endpoint', {
          method: 'POST',
          json: { url: receiver.url },
          headers: as,
        }),
      );
      const { token } = await json<{ token: string }>(
        await first.call('/api/v1/merchant/payment-requests', {
          method: 'POST',
          json: merchantBody,
          headers: as,
        }),
      );
      await first.call(`/api/v1/merchant/payment-requests/${token}/cancel`, {
        method: 'POST',
        headers: as,
      });
      await eventually(async () => receiver.received.length === 2);
      await first.close();
      const beforeRestart = receiver.received.length;
      receiver.plan = [];

      const second = await startServer(await openDatabase({ dataDir, reset: false }), config);
      try {
        await eventually(async () => receiver.received.some((r) => r.answered === 200));
        await sleep(300);
        const attempts = receiver.forRequest(token);
        expect(attempts.length).toBe(beforeRestart + 1);
        expect(new Set(attempts.map((a) => a.headers['paypage-event-id'])).size).toBe(1);
        expect(attempts.filter((a) => a.answered === 200)).toHaveLength(1);
        const log = await json<{ webhookEvents: WebhookEvent[] }>(
          await second.call('/api/v1/merchant/webhook-events', { headers: as }),
        );
        expect(log.webhookEvents).toHaveLength(1);
        expect(log.webhookEvents[0]!.deliveries[0]).toMatchObject({
          status: 'delivered',
          attempts: beforeRestart + 1,
          lastStatusCode: 200,
        });
        // Nothing secret in any log line: not the signing secret, a signature, or the API key.
        const lines = [
          ...first.logs,
          ...second.logs,
          ...logged.mock.calls.map((call) => call.join(' ')),
        ];
        expect(lines.some((line) => line.includes('[webhooks]') && line.includes('HTTP 500'))).toBe(
          true,
        );
        for (const line of lines) {
          expect(line).not.toContain(secret);
          expect(line).not.toContain(secret.slice(6, 20));
          expect(line).not.toMatch(/v1=|whsec_|pp_sk_/);
          expect(line).not.toContain(key);
        }
      } finally {
        await second.close();
      }
    } finally {
      logged.mockRestore();
      await receiver.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two servers each open and migrate an on-disk PGlite: 9–22 s on a loaded 2-core machine.
  }, 90_000);
});

describe('npm run keys -- create --webhook-url', () => {
  it('creates a key with its endpoint and prints the signing secret once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'paypage-keys-'));
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    try {
      const lines: string[] = [];
      const code = await runKeys(
        ['create', '--name', 'shop', '--webhook-url', 'https://shop.example/hooks'],
        (line) => lines.push(line),
      );
      expect(code).toBe(0);
      expect(lines.join('\n')).toMatch(/pp_sk_[A-Za-z0-9_-]{43}/);
      expect(lines.join('\n')).toMatch(/whsec_[A-Za-z0-9_-]{43}/);
      expect(lines.join('\n')).toContain('https://shop.example/hooks');
      const refused: string[] = [];
      expect(
        await runKeys(['create', '--name', 'shop', '--webhook-url', 'http://shop.example/x'], (l) =>
          refused.push(l),
        ),
      ).toBe(1);
      expect(refused.join('\n')).toContain('An https URL');
      const listed: string[] = [];
      await runKeys(['list'], (line) => listed.push(line));
      expect(listed.join('\n')).toContain('webhook https://shop.example/hooks');
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Three runs, each opening and migrating an on-disk PGlite: over 30 s at a load of 25.
  }, 90_000);
});
