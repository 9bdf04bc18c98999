/**
 * The contract between the page and the local API (docs/api-contract.md), checked from both ends
 * at once: the page's own API client (`@paypage/checkout`, which parses every answer with its zod
 * schemas) calls the real API (`apps/api`, on an in-memory PGlite with its sample data) over
 * HTTP. A field renamed or retyped on either side fails here.
 */
import { createApiClient, type ApiClient, type PaymentRequest } from '@paypage/checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../apps/api/src/db/db.ts';
import { seedSamples } from '../../apps/api/src/sandbox/samples.ts';
import { createServices, listen } from '../../apps/api/src/server.ts';
import { deviceFingerprint as fingerprint } from '@paypage/contract/fixtures';

type TestServer = {
  url: string;
  call: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
  close: () => Promise<void>;
};

async function startServer(): Promise<TestServer> {
  const db = await openPglite();
  const services = await createServices(db, {
    mode: 'sandbox',
    settlementDelayMs: 200,
    slowMs: 300,
    trustProxy: false,
    rateLimits: null,
  });
  await seedSamples(db);
  const server = await listen(services, { port: 0, host: '127.0.0.1', log: () => undefined });
  const call = (path: string, { json, ...init }: RequestInit & { json?: unknown } = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: json === undefined ? init.headers : { 'Content-Type': 'application/json' },
      body: json === undefined ? init.body : JSON.stringify(json),
    });
  // Closing the server also ends settlement and closes the database.
  return { url: server.url, call, close: server.close };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function createRequest(server: TestServer, body: Record<string, unknown> = {}) {
  return json<{ token: string; trackingToken: string }>(
    await server.call('/api/v1/sandbox/payment-requests', { method: 'POST', json: body }),
  );
}

describe('the page’s API client against the API', () => {
  let server: TestServer;
  let client: ApiClient;
  let opened: Blob[];
  let samples: { token: string; label: string; status: string }[];

  beforeAll(async () => {
    server = await startServer();
    opened = [];
    client = createApiClient({
      baseUrl: `${server.url}/api/v1`,
      openInvoice: () => ({ show: (file) => opened.push(file), close: () => undefined }),
    });
    const list = await json<{ paymentRequests: typeof samples }>(
      await server.call('/api/v1/sandbox/payment-requests'),
    );
    samples = list.paymentRequests;
  });

  afterAll(() => server.close());

  const sample = (label: string) => {
    const found = samples.find((request) => request.label === label);
    if (!found) throw new Error(`no sample request labelled ${label}`);
    return found;
  };

  it('parses every sample request, one per status and method mix', async () => {
    expect(samples.length).toBeGreaterThanOrEqual(10);
    const statuses = new Set<string>();
    for (const { token, status } of samples) {
      const request = (await client.getPaymentRequest(token)) as PaymentRequest;
      expect(request.token).toBe(token);
      expect(request.status).toBe(status);
      expect(Number.isInteger(request.amountInCents)).toBe(true);
      statuses.add(request.status);
    }
    expect([...statuses].sort()).toEqual(
      ['CANCELED', 'EXPIRED', 'PAID', 'PAYMENT_FAILED', 'PROCESSING', 'UNPAID'].sort(),
    );
  });

  it('answers null for an unknown token', async () => {
    expect(await client.getPaymentRequest('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
  });

  it('parses the invoice, its line items, attachments and ACH details', async () => {
    const request = (await client.getPaymentRequest(sample('invoice-all-methods').token))!;
    expect(request.merchantInvoice?.lineItems.length).toBeGreaterThan(0);
    expect(request.achDetails?.routingNumber).toMatch(/^\d{9}$/);
    expect(request.paymentMethod).toEqual(expect.arrayContaining(['PayByBank']));
  });

  it('parses a paid request with how and when it was paid', async () => {
    const request = (await client.getPaymentRequest(sample('paid-bank').token))!;
    expect(request.methodPaidWith).toBe('payByBank');
    expect(request.datePaid).not.toBeNull();
  });

  it('client info, the card session and the Stripe intent', async () => {
    const info = await client.getClientInfo();
    expect(info.clientIp).toBeTruthy();

    const card = (await client.getPaymentRequest(sample('card-only').token))!;
    const session = await client.createCardSession(card.token, card.organizationId);
    expect(session.clientConfig.environment).toBe('sandbox');
    expect(session.amount).toEqual({ value: card.amountInCents, currency: 'USD' });

    const secret = await client.getStripeClientSecret(sample('stripe').token);
    expect(secret).toMatch(/secret/);
  });

  it('downloads the invoice PDF', async () => {
    await client.downloadInvoicePdf(sample('invoice-all-methods').token);
    expect(opened).toHaveLength(1);
    const bytes = new Uint8Array(await opened[0]!.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('pays by bank end to end: link token, sandbox sign-in, logo, payment, status', async () => {
    // The payment settles only after the test (the longest delay the sandbox takes): the test reads
    // PROCESSING however slow the machine is, rather than racing the server's settlement timer.
    const { token } = await createRequest(server, {
      paymentMethod: ['PayByBank'],
      sandbox: { settlementDelayMs: 600_000 },
    });
    const linkToken = await client.getLinkToken({ paymentRequestToken: token, phoneNumber: null });
    expect(linkToken.startsWith('paypage-sandbox-link-')).toBe(true);

    const linked = await client.createSandboxPublicToken({
      linkToken,
      institutionId: 'ins_sandbox_first',
      username: 'user_good',
      password: 'pass_good',
      accountId: 'acc_checking_0000',
    });
    expect(linked.metadata.accounts[0]?.mask).toBe('0000');
    expect(await client.getInstitutionLogo(linked.metadata.institution!.institution_id)).toMatch(
      /^[A-Za-z0-9+/=]+$/,
    );
    expect(await client.getInstitutionLogo('ins_sandbox_tartan')).toBeNull();

    await client.sendDeviceFingerprint(token, fingerprint);
    const answer = await client.submitPayByBank(token, {
      publicToken: linked.publicToken,
      accountId: linked.metadata.accounts[0]!.id,
      fingerprint,
    });
    expect(answer.status).toBe('PROCESSING');
    expect((await client.getPaymentRequest(token))?.status).toBe('PROCESSING');
    expect((await client.updateStatus(token, 'PROCESSING')).status).toBe('PROCESSING');
  });

  it('the server’s message wins when pay by bank is refused', async () => {
    const { token } = await createRequest(server, {
      paymentMethod: ['PayByBank'],
      sandbox: { achDebitLimitExceeded: true },
    });
    const linkToken = await client.getLinkToken({ paymentRequestToken: token, phoneNumber: null });
    const linked = await client.createSandboxPublicToken({
      linkToken,
      institutionId: 'ins_sandbox_first',
      username: 'user_good',
      password: 'pass_good',
      accountId: 'acc_checking_0000',
    });
    await expect(
      client.submitPayByBank(token, {
        publicToken: linked.publicToken,
        accountId: linked.metadata.accounts[0]!.id,
        fingerprint: null,
      }),
    ).rejects.toThrow('ACH Debit limit exceeded');
  });

  it('reports an e-mail link opened without failing', async () => {
    const { trackingToken } = await createRequest(server);
    await expect(client.reportLinkOpened(trackingToken)).resolves.toBeUndefined();
  });
});
