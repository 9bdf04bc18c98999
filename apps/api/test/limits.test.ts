import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedScheme } from './support/sealed-card.ts';
import { tooManyRequestsBodySchema } from '@paypage/contract/schemas';
import type { Db } from '../src/db/db.ts';
import { backends, createRequest, json, startServer, type TestServer } from './support/harness.ts';

const limits = {
  windowMs: 60_000,
  pay: { perIp: 8, perIpToken: 3, perToken: 9 },
  status: { perIp: 12, perIpToken: 5, perToken: 15 },
  write: { perIp: 100, perIpToken: 100, perToken: 100 },
  file: { perIp: 100, perIpToken: 100, perToken: 100 },
};

describe.each(backends())('rate limits and production mode on $name', (backend) => {
  let db: Db;
  let limited: TestServer;
  let production: TestServer;
  let sandbox: TestServer;
  let proxied: TestServer;

  beforeAll(async () => {
    db = await backend.open();
    // Three servers on one database: the last one owns it.
    const shared = { ...db, close: async () => undefined };
    limited = await startServer(shared, { rateLimits: limits });
    production = await startServer(shared, { mode: 'production' });
    // Behind a proxy: the tests below name the client with X-Forwarded-For.
    proxied = await startServer(shared, { rateLimits: limits, trustProxy: 1 });
    sandbox = await startServer(db);
  });
  afterAll(async () => {
    await limited.close();
    await production.close();
    await proxied.close();
    await sandbox.close();
  });

  describe('rate limits (429 with Retry-After)', () => {
    it('limits GET collect/{token} per token', async () => {
      const { token } = await createRequest(sandbox);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await limited.call(`/api/v1/collect/${token}`)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const throttled = await limited.call(`/api/v1/collect/${token}`);
      expect(throttled.status).toBe(429);
      const retryAfter = Number(throttled.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await json(throttled)).toEqual({
        message: 'Too many requests. Please wait a moment and try again.',
        retryAfterSeconds: retryAfter,
      });
    });

    it('limits status calls per IP across tokens (token guessing)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        statuses.push((await limited.call(`/api/v1/collect/${String(i).repeat(24)}`)).status);
      }
      // 5 calls counted in the previous test (its refused ones count nowhere) + these: the 13th
      // counted call from this IP is refused.
      expect(statuses.filter((s) => s === 404).length).toBe(7);
      expect(statuses.slice(7)).toEqual([429]);
    });

    it('limits pay attempts per token and POST status with the status limit', async () => {
      const { token } = await createRequest(sandbox);
      const body = {
        publicToken: 'public-sandbox-x',
        paymentRequestToken: token,
        accountId: 'acc_checking_0000',
      };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (
            await limited.call(`/api/v1/collect/${token}/plaid/payment`, {
              method: 'POST',
              json: body,
            })
          ).status,
        );
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    });

    it('limits pay attempts per IP on the card session endpoints', async () => {
      const { token } = await createRequest(sandbox);
      const { organizationId } = await json<{ organizationId: string }>(
        await sandbox.call(`/api/v1/collect/${token}`),
      );
      const session = await json<{ id: string; sessionData: string }>(
        await sandbox.call(`/api/v1/collect/${token}/adyen/session`, {
          method: 'POST',
          json: { organizationId },
        }),
      );
      const pay = async () =>
        limited.call(`/api/v1/sandbox/adyen/sessions/${session.id}/payments`, {
          method: 'POST',
          json: {
            sessionData: session.sessionData,
            paymentMethod: await sealedScheme(limited.services.db, { number: '4000000000000002' }),
          },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await pay()).status);
      // Per token: three refused attempts, then 429. The IP has 4 pay calls left of 8 before this.
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('keeps the payer’s own allowance while a link holder floods the request', async () => {
      const { token } = await createRequest(sandbox);
      const from = (ip: string) => () =>
        proxied.call(`/api/v1/collect/${token}`, { headers: { 'X-Forwarded-For': ip } });
      const holder = from('203.0.113.7');
      const holderStatuses: number[] = [];
      for (let i = 0; i < 30; i += 1) holderStatuses.push((await holder()).status);
      // The holder gets its own 5, then 429s that count nowhere.
      expect(holderStatuses.filter((s) => s === 200)).toHaveLength(5);
      const refusal = await holder();
      expect(refusal.status).toBe(429);
      const body = tooManyRequestsBodySchema.parse(await json(refusal));
      expect(String(body.retryAfterSeconds)).toBe(refusal.headers.get('retry-after'));
      // The payer, on another client, still loads the request.
      const payer = from('198.51.100.20');
      for (let i = 0; i < 5; i += 1) expect((await payer()).status).toBe(200);
      // Three clients reach the request's ceiling (15): a fourth is refused until the window ends.
      const third = from('192.0.2.99');
      for (let i = 0; i < 5; i += 1) expect((await third()).status).toBe(200);
      expect((await from('192.0.2.100')()).status).toBe(429);
    });

    it('counts the address the proxy saw, not a spoofed leftmost X-Forwarded-For', async () => {
      const { token } = await createRequest(sandbox);
      // One client rotating the leftmost entry; the proxy appends the address it saw.
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const response = await proxied.call(`/api/v1/collect/${token}`, {
          headers: { 'X-Forwarded-For': `10.9.${i}.1, 198.51.100.77` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      // Another client of the same proxy is not refused.
      const other = await proxied.call(`/api/v1/collect/${token}`, {
        headers: { 'X-Forwarded-For': '10.9.0.1, 198.51.100.78' },
      });
      expect(other.status).toBe(200);
    });

    it('does not limit a server with generous defaults', async () => {
      const { token } = await createRequest(sandbox);
      for (let i = 0; i < 20; i += 1)
        expect((await sandbox.call(`/api/v1/collect/${token}`)).status).toBe(200);
    });
  });

  describe('production mode', () => {
    it('has no scenario API, sandbox processors or failure switches', async () => {
      for (const path of ['/api/v1/sandbox/payment-requests', '/api/v1/sandbox/3ds/challenge.js']) {
        const response = await production.call(path);
        expect(response.status).toBe(404);
        expect(await json(response)).toEqual({ message: 'Not found' });
      }
      expect(
        (await production.call('/api/v1/sandbox/payment-requests', { method: 'POST', json: {} }))
          .status,
      ).toBe(404);
      const { token } = await createRequest(sandbox, {
        sandbox: { failCalls: { collect: '500' } },
      });
      expect((await production.call(`/api/v1/collect/${token}`)).status).toBe(200);
      expect(
        (
          await production.call(`/api/v1/collect/${token}`, {
            headers: { 'X-Sandbox-Fail': '500' },
          })
        ).status,
      ).toBe(200);
    });

    it('answers 503 for processors that are not configured', async () => {
      const { token } = await createRequest(sandbox);
      const { organizationId } = await json<{ organizationId: string }>(
        await production.call(`/api/v1/collect/${token}`),
      );
      const card = await production.call(`/api/v1/collect/${token}/adyen/session`, {
        method: 'POST',
        json: { organizationId },
      });
      expect(card.status).toBe(503);
      expect(await json(card)).toEqual({
        message: 'Card payments are not configured on this server.',
      });
      const bank = await production.call('/api/v1/plaid/link-token', {
        method: 'POST',
        json: { paymentRequestToken: token, phoneNumber: null },
      });
      expect(bank.status).toBe(503);
      expect(await json(bank)).toEqual({
        message: 'Bank payments are not configured on this server.',
      });
      const logo = await production.call('/api/v1/plaid/institution-logo', {
        method: 'POST',
        json: { institutionId: 'ins_sandbox_first' },
      });
      expect(logo.status).toBe(503);
      const payment = await production.call(`/api/v1/collect/${token}/plaid/payment`, {
        method: 'POST',
        json: { publicToken: 'public-x', paymentRequestToken: token, accountId: 'acc' },
      });
      expect(payment.status).toBe(503);
      const stripe = await createRequest(sandbox, { processor: { type: 'STRIPE' } });
      const intent = await production.call(`/api/v1/collect/${stripe.token}/stripe/intent`);
      expect(intent.status).toBe(503);
      expect(await json(intent)).toEqual({
        message: 'Stripe payments are not configured on this server.',
      });
    });

    it('lists no provider’s host in the Content-Security-Policy that is not configured (the configured ones: security.test)', async () => {
      const csp =
        (await production.call('/api/v1/health')).headers.get('content-security-policy') ?? '';
      // This production server has no provider configured: none of their hosts is allowed.
      expect(csp).not.toContain('adyen.com');
      expect(csp).not.toContain('plaid.com');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(await json(await production.call('/api/v1/health'))).toEqual({
        ok: true,
        mode: 'production',
      });
      const sandboxCsp =
        (await sandbox.call('/api/v1/health')).headers.get('content-security-policy') ?? '';
      expect(sandboxCsp).not.toContain('adyen.com');
      expect(sandboxCsp).not.toContain('plaid.com');
    });
  });
});
