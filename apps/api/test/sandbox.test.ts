import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR, SANDBOX_CALLS as sandboxCalls } from '@paypage/contract';
import {
  backends,
  createRequest,
  HELD_SETTLEMENT,
  json,
  openCardSession,
  payByBank,
  startServer,
  type TestServer,
} from './support/harness.ts';
import { sealedScheme } from './support/sealed-card.ts';

const scenario = '/api/v1/sandbox/payment-requests';
const line = (quantity: number, unitPrice: number) => ({ description: 'x', quantity, unitPrice });

describe.each(backends())('the scenario API and failure switches on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(await backend.open(), { slowMs: 400 });
  });
  afterAll(() => server.close());

  const load = async (token: string) =>
    json<Record<string, unknown>>(await server.call(`/api/v1/collect/${token}`));

  describe('POST sandbox/payment-requests', () => {
    it('creates a request with sensible defaults', async () => {
      const response = await server.call(scenario, { method: 'POST' });
      expect(response.status).toBe(201);
      const created = await json<{ token: string; url: string; trackingToken: string }>(response);
      expect(created.url).toBe(`/pay/${created.token}`);
      expect(created.trackingToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const request = await load(created.token);
      const inFourteenDays = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
      expect(request).toMatchObject({
        status: 'UNPAID',
        amountInCents: 25_000,
        paymentMethod: ['Card', 'PayByBank', 'ACH', 'PayByWire'],
        processor: { type: 'ADYEN' },
        merchant: { name: 'Northwind Studio', brandColor: null },
        requester: { name: 'Avery Chen', email: 'avery@northwind.example' },
        attachments: [],
        merchantInvoice: null,
        referralLink: null,
        description: null,
      });
      // Server-local "today" + 14; allow the day to turn during the test.
      expect([
        inFourteenDays,
        new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10),
        new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10),
      ]).toContain(request.dueDate);
    });

    it('keeps every field given, including unknown statuses and methods paid with', async () => {
      const body = {
        status: 'ON_HOLD',
        statusUpdateDate: '2026-11-20T16:30:00.000Z',
        merchant: { name: 'Élan Café', brandColor: '#f5c518' },
        requester: { name: 'Zoë', email: null },
        recipient: { email: null, phoneNumber: '+14155550123' },
        amountInCents: 1,
        description: '<b>not HTML</b>',
        dueDate: '2027-01-31',
        paymentMethod: ['PayByACH', 'PayByWire'],
        processor: { type: 'STRIPE' },
        organizationId: 'org_fixed',
        achDetails: null,
        referralLink: 'https://example.com/r?x=1',
        methodPaidWith: 'crypto',
        datePaid: '2026-11-21T10:00:00.000Z',
      };
      const { token } = await createRequest(server, body);
      expect(await load(token)).toMatchObject({ token, ...body });
    });

    it('relative due dates follow the time zone given', async () => {
      const { token } = await createRequest(server, {
        sandbox: { dueInDays: -2, timeZone: 'Pacific/Kiritimati' },
      });
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(
        new Date(),
      );
      const expected = new Date(Date.parse(`${today}T00:00:00Z`) - 2 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      expect((await load(token)).dueDate).toBe(expected);
    });

    it.each([
      [{ amountInCents: 12.5 }, 'amountInCents: Invalid input: expected int, received number'],
      [{ amountInCents: 0 }, 'amountInCents: Too small: expected number to be >=1'],
      [{ status: 'paid' }, 'status: An upper-case status such as UNPAID or PAID'],
      [{ dueDate: '25/11/2026' }, 'dueDate: Invalid ISO date'],
      [
        { paymentMethod: ['Cash'] },
        'paymentMethod.0: Invalid option: expected one of "Card"|"PayByCard"|"PayByBank"|"ACH"|"PayByACH"|"PayByWire"',
      ],
      [{ paymentMethod: [] }, 'paymentMethod: Too small: expected array to have >=1 items'],
      [
        { processor: { type: 'PAYPAL' } },
        'processor.type: Invalid option: expected one of "ADYEN"|"STRIPE"',
      ],
      [
        { merchant: { name: '' } },
        'merchant.name: Too small: expected string to have >=1 characters',
      ],
      [
        { merchant: { name: 'A', brandColor: 'green' } },
        'merchant.brandColor: A colour like #0f7b5f',
      ],
      [{ requester: { name: 'A', email: 'not-mail' } }, 'requester.email: Invalid email address'],
      [
        { recipient: { phoneNumber: '555-0123' } },
        'recipient.phoneNumber: An E.164 number like +14155550123',
      ],
      [{ achDetails: { routingNumber: '12' } }, 'achDetails.routingNumber: Nine digits'],
      [{ referralLink: 'javascript:alert(1)' }, 'referralLink: Invalid URL'],
      [
        { attachments: [{ fileName: '../etc/passwd' }] },
        'attachments.0.fileName: No slashes or control characters',
      ],
      [
        { merchantInvoice: { lineItems: [{ description: 'x', quantity: 1.234, unitPrice: 1 }] } },
        'merchantInvoice.lineItems.0.quantity: At most two decimals',
      ],
      [{ token: 'mine' }, 'Unrecognized key: "token"'],
      [
        { sandbox: { failCalls: { collect: 'boom' } } },
        'sandbox.failCalls.collect: Invalid option: expected one of "500"|"slow"|"malformed"',
      ],
      [{ sandbox: { failCalls: { nope: '500' } } }, 'sandbox.failCalls: Unrecognized key: "nope"'],
      [
        { sandbox: { label: 'Has Spaces' } },
        'sandbox.label: Lower-case letters, digits and dashes',
      ],
      [{ sandbox: { timeZone: 'Mars/Base' } }, 'sandbox.timeZone: An IANA time zone'],
      [[1, 2], 'Invalid input: expected object, received array'],
      [
        { amountInCents: MAX_AMOUNT_MINOR + 1 },
        `amountInCents: Too big: expected number to be <=${MAX_AMOUNT_MINOR}`,
      ],
      [{ amountInCents: 1.5 }, 'amountInCents: Invalid input: expected int, received number'],
      [
        { merchantInvoice: { taxTotal: -1 } },
        'merchantInvoice.taxTotal: Too small: expected number to be >=0',
      ],
      // Derived totals are held to the same bound as given ones.
      [
        { merchantInvoice: { lineItems: [line(1_000_000, MAX_AMOUNT_MINOR)] } },
        `merchantInvoice.lineItems.0.total: at most ${MAX_AMOUNT_MINOR} (minor units)`,
      ],
      [
        { merchantInvoice: { lineItems: [line(1, MAX_AMOUNT_MINOR), line(1, 1)] } },
        `merchantInvoice.lineItemTotal: at most ${MAX_AMOUNT_MINOR} (minor units)`,
      ],
      [
        { merchantInvoice: { lineItems: [line(1, MAX_AMOUNT_MINOR)], taxTotal: 1 } },
        `merchantInvoice.grandTotal: at most ${MAX_AMOUNT_MINOR} (minor units)`,
      ],
    ])('refuses %j with 400', async (body, message) => {
      const response = await server.call(scenario, { method: 'POST', json: body });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ message });
    });

    it('accepts the largest amount, given or derived', async () => {
      const given = await createRequest(server, { amountInCents: MAX_AMOUNT_MINOR });
      expect((await load(given.token)).amountInCents).toBe(MAX_AMOUNT_MINOR);
      const derived = await createRequest(server, {
        merchantInvoice: { lineItems: [line(2, MAX_AMOUNT_MINOR / 2)] },
      });
      expect((await load(derived.token)).amountInCents).toBe(MAX_AMOUNT_MINOR);
    });

    it('completes an invoice: line totals, subtotal, total and amount', async () => {
      const { token } = await createRequest(server, {
        merchantInvoice: {
          lineItems: [
            { description: 'Hours', quantity: 2.5, unitPrice: 12_000 },
            { description: 'Fixed', quantity: 1, unitPrice: 5_000, total: 4_000 },
          ],
          discountTotal: 1_000,
          taxTotal: 2_550,
        },
      });
      const request = await load(token);
      expect(request.merchantInvoice).toMatchObject({
        customerInvoiceId: null,
        lineItemTotal: 34_000,
        discountTotal: 1_000,
        discountName: null,
        taxTotal: 2_550,
        grandTotal: 35_550,
        lineItems: [
          { description: 'Hours', quantity: 2.5, unitPrice: 12_000, total: 30_000 },
          { description: 'Fixed', quantity: 1, unitPrice: 5_000, total: 4_000 },
        ],
      });
      expect(request.amountInCents).toBe(35_550);
    });
  });

  describe('GET sandbox/payment-requests', () => {
    it('lists requests with their labels', async () => {
      const { token } = await createRequest(server, {
        sandbox: { label: 'listed-one' },
        amountInCents: 4_321,
      });
      const { paymentRequests } = await json<{ paymentRequests: Record<string, unknown>[] }>(
        await server.call(scenario),
      );
      expect(paymentRequests.find((r) => r.token === token)).toEqual({
        token,
        url: `/pay/${token}`,
        status: 'UNPAID',
        merchant: { name: 'Northwind Studio', brandColor: null },
        amountInCents: 4_321,
        label: 'listed-one',
        trackingToken: expect.any(String),
        // The last billing address a card payment sent: none before a payment.
        billingAddress: null,
      });
    });
  });

  describe('POST sandbox/payment-requests/{token}/status', () => {
    it('forces a status, with an optional date, method and payment date', async () => {
      const { token } = await createRequest(server);
      const response = await server.call(`${scenario}/${token}/status`, {
        method: 'POST',
        json: {
          status: 'PAID',
          statusUpdateDate: '2026-11-21T10:00:00.000Z',
          methodPaidWith: 'wire',
          datePaid: '2026-11-21T10:00:00.000Z',
        },
      });
      expect(response.status).toBe(200);
      expect(await json(response)).toMatchObject({
        token,
        status: 'PAID',
        statusUpdateDate: '2026-11-21T10:00:00.000Z',
        methodPaidWith: 'wire',
        datePaid: '2026-11-21T10:00:00.000Z',
      });
      const failed = await json(
        await server.call(`${scenario}/${token}/status`, {
          method: 'POST',
          json: { status: 'PAYMENT_FAILED' },
        }),
      );
      expect(failed.status).toBe('PAYMENT_FAILED');
      expect(Date.parse(failed.statusUpdateDate as string)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('refuses a bad status and an unknown token', async () => {
      const { token } = await createRequest(server);
      const bad = await server.call(`${scenario}/${token}/status`, {
        method: 'POST',
        json: { status: 1 },
      });
      expect(bad.status).toBe(400);
      const unknown = await server.call(`${scenario}/${'K'.repeat(32)}/status`, {
        method: 'POST',
        json: { status: 'PAID' },
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('POST sandbox/payment-requests/{token}/settle', () => {
    const settle = (token: string) =>
      server.call(`${scenario}/${token}/settle`, { method: 'POST' });

    /** A request paid by card in the sandbox, its payment held in PROCESSING. */
    async function paidByCard(sandbox: Record<string, unknown> = {}) {
      const { token, session } = await openCardSession(server, {
        sandbox: { ...HELD_SETTLEMENT, ...sandbox },
      });
      const { id, sessionData } = session as { id: string; sessionData: string };
      const paid = await server.call(`/api/v1/sandbox/adyen/sessions/${id}/payments`, {
        method: 'POST',
        json: {
          sessionData,
          paymentMethod: await sealedScheme(server.services.db, { number: '4111111111111111' }),
        },
      });
      expect(await json(paid)).toMatchObject({ resultCode: 'Authorised' });
      return token;
    }

    it('settles a held card payment now: PAID by card, as the status call answers it', async () => {
      const token = await paidByCard();
      expect((await load(token)).status).toBe('PROCESSING');
      const response = await settle(token);
      expect(response.status).toBe(200);
      const settled = await json(response);
      expect(settled).toMatchObject({
        token,
        status: 'PAID',
        methodPaidWith: 'card',
        paymentDetails: { brand: 'visa', lastFour: '1111' },
      });
      expect(Date.parse(settled.datePaid as string)).toBeGreaterThan(Date.now() - 60_000);
      // The answer is the request as it now is.
      expect(await load(token)).toMatchObject({ status: 'PAID', methodPaidWith: 'card' });
    });

    it('settles a held bank payment, and one the scenario fails into PAYMENT_FAILED', async () => {
      const { token } = await createRequest(server, { sandbox: HELD_SETTLEMENT });
      expect((await payByBank(server, token)).status).toBe(200);
      expect(await json(await settle(token))).toMatchObject({
        status: 'PAID',
        methodPaidWith: 'payByBank',
        paymentDetails: { bankName: 'First Platypus Bank', accountMask: '0000' },
      });

      const failing = await paidByCard({ settlement: 'fail' });
      const failed = await settle(failing);
      expect(failed.status).toBe(200);
      expect(await json(failed)).toMatchObject({
        status: 'PAYMENT_FAILED',
        methodPaidWith: null,
        datePaid: null,
        paymentDetails: null,
      });
    });

    it('409 when nothing waits to settle: unpaid, settled, or forced to PROCESSING', async () => {
      const expectNothing = async (token: string) => {
        const response = await settle(token);
        expect(response.status).toBe(409);
        expect(await json(response)).toEqual({
          message: 'Nothing to settle: this payment request has no payment waiting to settle.',
        });
      };
      const { token: unpaid } = await createRequest(server);
      await expectNothing(unpaid);
      expect((await load(unpaid)).status).toBe('UNPAID');

      const paid = await paidByCard();
      expect((await settle(paid)).status).toBe(200);
      await expectNothing(paid);

      const { token: forced } = await createRequest(server);
      await server.call(`${scenario}/${forced}/status`, {
        method: 'POST',
        json: { status: 'PROCESSING' },
      });
      await expectNothing(forced);
      expect((await load(forced)).status).toBe('PROCESSING');
    });

    it('404 for an unknown token', async () => {
      const response = await settle('K'.repeat(32));
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ message: 'Payment request not found.' });
    });
  });

  describe('failure switches', () => {
    /** One call of each switchable name, for a request `token`. */
    function callOf(
      name: (typeof sandboxCalls)[number],
      token: string,
      trackingToken: string,
      headers: Record<string, string> = {},
    ) {
      const post = (path: string, body?: unknown) =>
        server.call(path, {
          method: 'POST',
          headers,
          ...(body === undefined ? {} : { json: body }),
        });
      switch (name) {
        case 'collect':
          return server.call(`/api/v1/collect/${token}`, { headers });
        case 'client-info':
          return server.call('/api/v1/client-info', { headers });
        case 'stripe/intent':
          return server.call(`/api/v1/collect/${token}/stripe/intent`, { headers });
        case 'adyen/session':
          return post(`/api/v1/collect/${token}/adyen/session`, { organizationId: 'org_switch' });
        case 'plaid/payment':
          return post(`/api/v1/collect/${token}/plaid/payment`, {});
        case 'invoice/download':
          return server.call(`/api/v1/collect/${token}/invoice/download`, { headers });
        case 'status':
          return post(`/api/v1/collect/${token}/status`, { status: 'PROCESSING' });
        case 'plaid/link-token':
          return post('/api/v1/plaid/link-token', {
            paymentRequestToken: token,
            phoneNumber: null,
          });
        case 'plaid/institution-logo':
          return post('/api/v1/plaid/institution-logo', { institutionId: 'ins_sandbox_first' });
        case 'fingerprint':
          return post(`/api/v1/collect/${token}/fingerprint`, { fingerprint: {} });
        case 'link-opened':
          return post(`/api/v1/email-tracking/${trackingToken}/link-opened`);
      }
    }

    const tokenCalls = sandboxCalls.filter(
      (c) => c !== 'client-info' && c !== 'plaid/institution-logo',
    );

    it.each(tokenCalls)('failCalls {"%s": "500"} makes that call answer 500', async (name) => {
      const { token, trackingToken } = await createRequest(server, {
        organizationId: 'org_switch',
        sandbox: { failCalls: { [name]: '500' } },
      });
      const response = await callOf(name, token, trackingToken);
      expect(response.status).toBe(500);
      expect(await json(response)).toEqual({ message: 'Internal server error' });
      // Other calls of the same request still work.
      if (name !== 'collect')
        expect((await server.call(`/api/v1/collect/${token}`)).status).toBe(200);
    });

    it.each(tokenCalls)(
      'failCalls {"%s": "malformed"} answers a body that is not JSON',
      async (name) => {
        const { token, trackingToken } = await createRequest(server, {
          sandbox: { failCalls: { [name]: 'malformed' } },
        });
        const response = await callOf(name, token, trackingToken);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('application/json');
        await expect(response.clone().json()).rejects.toThrow();
      },
    );

    it('"slow" delays the answer by SLOW_MS, then answers normally', async () => {
      const { token } = await createRequest(server, {
        sandbox: { failCalls: { collect: 'slow' } },
      });
      const started = performance.now();
      const response = await server.call(`/api/v1/collect/${token}`);
      expect(response.status).toBe(200);
      // The switch's purpose is a visible delay; the bound is what SLOW_MS (400 ms here) promises.
      expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    });

    it('X-Sandbox-Fail breaks one call, for any call including token-less ones', async () => {
      const { token, trackingToken } = await createRequest(server);
      for (const name of sandboxCalls) {
        const response = await callOf(name, token, trackingToken, { 'X-Sandbox-Fail': '500' });
        expect(response.status, name).toBe(500);
      }
      expect((await server.call(`/api/v1/collect/${token}`)).status).toBe(200);
      const bad = await server.call(`/api/v1/collect/${token}`, {
        headers: { 'X-Sandbox-Fail': 'explode' },
      });
      expect(bad.status).toBe(400);
      expect(await json(bad)).toEqual({
        message: 'X-Sandbox-Fail must be one of 500, slow, malformed.',
      });
    });

    it('switches of token-less calls follow the browser that loaded the request (cookie)', async () => {
      const { token } = await createRequest(server, {
        sandbox: { failCalls: { 'client-info': '500', 'plaid/institution-logo': 'malformed' } },
      });
      const loaded = await server.call(`/api/v1/collect/${token}`);
      const cookie = loaded.headers.get('set-cookie') ?? '';
      expect(cookie).toContain('paypage_sandbox_fail=');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain('Path=/;');
      const jar = cookie.split(';')[0]!;
      expect((await server.call('/api/v1/client-info', { headers: { Cookie: jar } })).status).toBe(
        500,
      );
      const logo = await server.call('/api/v1/plaid/institution-logo', {
        method: 'POST',
        headers: { Cookie: jar },
        json: { institutionId: 'ins_sandbox_first' },
      });
      await expect(logo.json()).rejects.toThrow();
      // Without the cookie, nothing fails; loading a request without switches clears it.
      expect((await server.call('/api/v1/client-info')).status).toBe(200);
      const plain = await createRequest(server);
      const cleared = await server.call(`/api/v1/collect/${plain.token}`, {
        headers: { Cookie: jar },
      });
      expect(cleared.headers.get('set-cookie')).toMatch(/paypage_sandbox_fail=;.*Max-Age=0/);
    });
  });
});
