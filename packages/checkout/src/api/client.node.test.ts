import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { deviceFingerprint, invoiceRequest, makeCardSession, MOCK_TOKENS } from '../mocks/fixtures';
import { createHandlers, type MockScenario } from '../mocks/handlers';
import { setupMockServer } from '../mocks/node';
import { API_FAILURE_MESSAGES } from './failures';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError, isAbortError } from './errors';
import type { InvoiceTab } from './invoice-opener';

const API = 'http://localhost/api/v1';
const TOKEN = MOCK_TOKENS.invoice;
const server = setupMockServer(() => createHandlers({ paymentRequest: invoiceRequest }));

const client = (options: ApiClientOptions = {}) => createApiClient({ baseUrl: API, ...options });
const use = (scenario: Partial<MockScenario>) =>
  server.use(...createHandlers({ paymentRequest: invoiceRequest, ...scenario }));

/** Records each request the server sees. */
function recordRequests() {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  return seen;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('base URL and transport', () => {
  it('uses same-origin /api/v1 by default, resolved against the page', () => {
    vi.stubGlobal('location', { href: 'https://pay.example.com/pay/abc' });
    expect(createApiClient().baseUrl).toBe('https://pay.example.com/api/v1');
    expect(createApiClient({ baseUrl: 'https://api.example.com/v1/' }).baseUrl).toBe(
      'https://api.example.com/v1',
    );
  });

  it('sends JSON with the method, path and payload of the spec, token escaped', async () => {
    const seen = recordRequests();
    await client().createCardSession('a/b', 'org_5Np8Tq2Hs');
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${API}/collect/a%2Fb/adyen/session`);
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.json()).toEqual({ organizationId: 'org_5Np8Tq2Hs' });
  });

  it('uses an injected fetch', async () => {
    const fetch = vi.fn(async () => HttpResponse.json({ clientIp: '10.0.0.1', userAgent: 'x' }));
    await expect(client({ fetch }).getClientInfo()).resolves.toEqual({
      clientIp: '10.0.0.1',
      userAgent: 'x',
    });
    expect(fetch).toHaveBeenCalledWith(`${API}/client-info`, expect.anything());
  });
});

describe('GET /collect/{token}', () => {
  it('answers the parsed request', async () => {
    await expect(client().getPaymentRequest(TOKEN)).resolves.toEqual(invoiceRequest);
  });

  it('answers null when the token is unknown (404)', async () => {
    use({ paymentRequest: null });
    await expect(client().getPaymentRequest(TOKEN)).resolves.toBeNull();
  });

  it('fails with the spec’s message on any other error answer', async () => {
    use({ failures: { collect: 'error' } });
    const error = await failureOf(client().getPaymentRequest(TOKEN));
    expect(error).toMatchObject({
      message: 'Failed to fetch payment request',
      reason: 'http',
      status: 500,
      detail: 'Internal server error',
    });
  });

  it('fails clearly on an answer that does not parse, naming the field but not the token', async () => {
    use({ failures: { collect: 'malformed' } });
    const error = await failureOf(client().getPaymentRequest(TOKEN));
    expect(error.reason).toBe('parse');
    expect(error.message).toBe(
      "Failed to fetch payment request: the server's answer was not understood.",
    );
    expect(error.detail).toContain('amountInCents: expected');
    expect(error.detail).not.toContain(TOKEN);
  });

  it('fails clearly on an answer that is not JSON', async () => {
    server.use(http.get(`${API}/collect/:token`, () => HttpResponse.text('<html>')));
    const error = await failureOf(client().getPaymentRequest(TOKEN));
    expect(error).toMatchObject({ reason: 'parse', detail: 'The answer is not JSON' });
  });

  it('fails with the spec’s message on a network error', async () => {
    use({ failures: { collect: 'network' } });
    const error = await failureOf(client().getPaymentRequest(TOKEN));
    expect(error).toMatchObject({ message: 'Failed to fetch payment request', reason: 'network' });
  });

  it('gives up after its timeout', async () => {
    use({ failures: { collect: 'never' } });
    const error = await failureOf(client({ timeoutMs: 20 }).getPaymentRequest(TOKEN));
    expect(error).toMatchObject({ message: 'Failed to fetch payment request', reason: 'timeout' });
  });

  it('can be aborted by the caller: an AbortError, not an ApiError', async () => {
    use({ failures: { collect: 'never' } });
    const controller = new AbortController();
    const pending = client().getPaymentRequest(TOKEN, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('reads an answer started before the bundle (the early fetch)', async () => {
    const early = fetch(`${API}/collect/${TOKEN}`);
    await expect(client().readPaymentRequestResponse(early)).resolves.toEqual(invoiceRequest);
    use({ paymentRequest: null });
    await expect(
      client().readPaymentRequestResponse(fetch(`${API}/collect/${TOKEN}`)),
    ).resolves.toBeNull();
  });
});

describe('the other calls', () => {
  it('GET /client-info', async () => {
    await expect(client().getClientInfo()).resolves.toMatchObject({ clientIp: '203.0.113.24' });
    use({ failures: { 'client-info': 'error' } });
    await expect(client().getClientInfo()).rejects.toBeInstanceOf(ApiError);
  });

  it('GET /collect/{token}/stripe/intent → the client secret', async () => {
    await expect(client().getStripeClientSecret(TOKEN)).resolves.toMatch(/^pi_.+_secret_/);
    use({ failures: { 'stripe/intent': 'error' } });
    expect((await failureOf(client().getStripeClientSecret(TOKEN))).message).toBe(
      'Failed to fetch payment intent',
    );
  });

  it('POST /collect/{token}/adyen/session → the card session', async () => {
    await expect(client().createCardSession(TOKEN, 'org_5Np8Tq2Hs')).resolves.toEqual(
      makeCardSession({ token: TOKEN, amountInCents: invoiceRequest.amountInCents }),
    );
    use({ failures: { 'adyen/session': 'malformed' } });
    const malformed = await failureOf(client().createCardSession(TOKEN, 'org'));
    expect(malformed).toMatchObject({ reason: 'parse' });
    expect(malformed.message).toMatch(/^Failed to fetch adyen session: /);
    use({ failures: { 'adyen/session': 'error' } });
    expect((await failureOf(client().createCardSession(TOKEN, 'org'))).message).toBe(
      'Failed to fetch adyen session',
    );
  });

  it("GET /files/receipts/{token}.pdf is the receipt's PDF, dated in the payer's time zone", () => {
    expect(client().receiptPdfUrl(TOKEN, 'America/New_York')).toBe(
      `${API}/files/receipts/${TOKEN}.pdf?timeZone=America%2FNew_York`,
    );
  });

  it('GET /collect/{token}/stripe/callback is the return URL', () => {
    expect(client().stripeReturnUrl(TOKEN)).toBe(`${API}/collect/${TOKEN}/stripe/callback`);
  });

  it('POST /collect/{token}/plaid/payment with the spec’s payload and an idempotency key', async () => {
    const seen = recordRequests();
    await expect(
      client().submitPayByBank(TOKEN, {
        publicToken: 'public-sandbox-1',
        accountId: 'acc_checking_0000',
        fingerprint: null,
        idempotencyKey: 'key-1',
      }),
    ).resolves.toEqual({ status: 'PROCESSING' });
    expect(await seen[0]?.json()).toEqual({
      publicToken: 'public-sandbox-1',
      paymentRequestToken: TOKEN,
      accountId: 'acc_checking_0000',
      fingerprint: null,
    });
    expect(seen[0]?.headers.get('idempotency-key')).toBe('key-1');
  });

  it('plaid/payment: the server’s message wins, else "Failed to initiate payment"', async () => {
    const submission = { publicToken: 'p', accountId: 'a', fingerprint: null };
    use({ achDebitLimitExceeded: true });
    expect((await failureOf(client().submitPayByBank(TOKEN, submission))).message).toBe(
      'ACH Debit limit exceeded',
    );
    server.use(
      http.post(
        `${API}/collect/:token/plaid/payment`,
        () => new HttpResponse(null, { status: 502 }),
      ),
    );
    expect((await failureOf(client().submitPayByBank(TOKEN, submission))).message).toBe(
      'Failed to initiate payment',
    );
    use({ failures: { 'plaid/payment': 'network' } });
    expect((await failureOf(client().submitPayByBank(TOKEN, submission))).message).toBe(
      'Failed to initiate payment',
    );
  });

  it('POST /collect/{token}/status', async () => {
    const seen = recordRequests();
    await expect(client().updateStatus(TOKEN, 'PROCESSING')).resolves.toEqual({
      status: 'PROCESSING',
    });
    expect(await seen[0]?.json()).toEqual({ status: 'PROCESSING' });
    // After a card session's result: its id and sessionResult go with the status.
    const session = { sessionId: 'CS1D2E3F4A5B6C7D8', sessionResult: 'X3XtfGC7!result' };
    await client().updateStatus(TOKEN, 'PROCESSING', undefined, session);
    expect(await seen[1]?.json()).toEqual({ status: 'PROCESSING', ...session });
    use({ failures: { status: 'error' } });
    expect((await failureOf(client().updateStatus(TOKEN, 'PROCESSING'))).message).toBe(
      'Failed to update payment request status',
    );
  });

  it('POST /plaid/link-token → the link token', async () => {
    const seen = recordRequests();
    await expect(
      client().getLinkToken({ paymentRequestToken: TOKEN, phoneNumber: '+14155550123' }),
    ).resolves.toMatch(/^paypage-sandbox-link-/);
    expect(await seen[0]?.json()).toEqual({
      paymentRequestToken: TOKEN,
      phoneNumber: '+14155550123',
    });
    use({ failures: { 'plaid/link-token': 'error' } });
    expect(
      (await failureOf(client().getLinkToken({ paymentRequestToken: TOKEN, phoneNumber: null })))
        .message,
    ).toBe('Failed to fetch link token');
  });

  it('POST /plaid/institution-logo → the logo; null for a bank without one, silently; a failure warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(client().getInstitutionLogo('ins_sandbox_first')).resolves.toMatch(/^iVBOR/);
    // A bank without a logo is an answer, not a failure: nothing logged.
    await expect(client().getInstitutionLogo('ins_sandbox_tartan')).resolves.toBeNull();
    expect(warn).not.toHaveBeenCalled();
    await expect(client().getInstitutionLogo('ins_unknown')).resolves.toBeNull();
    use({ failures: { 'plaid/institution-logo': 'malformed' } });
    await expect(client().getInstitutionLogo('ins_sandbox_first')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0])).not.toContain(TOKEN);
  });
});

describe('the sandbox bank link’s sign-in', () => {
  const signIn = {
    linkToken: 'paypage-sandbox-link-8Kq2Zt5Lw9',
    institutionId: 'ins_sandbox_first',
    username: 'user_good',
    password: 'pass_good',
    accountId: 'acc_savings_1111',
  };

  it('POST /sandbox/plaid/public-token → Plaid’s success result', async () => {
    const seen = recordRequests();
    const result = await client().createSandboxPublicToken(signIn);
    expect(seen[0]?.url).toBe(`${API}/sandbox/plaid/public-token`);
    expect(await seen[0]?.json()).toEqual(signIn);
    expect(result).toEqual({
      publicToken: expect.stringMatching(/^public-sandbox-/),
      metadata: {
        accounts: [
          { id: 'acc_savings_1111', mask: '1111', subtype: 'savings', name: 'Plaid Saving' },
        ],
        institution: { institution_id: 'ins_sandbox_first', name: 'First Platypus Bank' },
      },
    });
  });

  it('a wrong sign-in fails with the server’s message (401); other failures name the call', async () => {
    const wrong = await failureOf(client().createSandboxPublicToken({ ...signIn, password: 'x' }));
    expect(wrong.status).toBe(401);
    expect(wrong.message).toBe('The username or password provided were not correct.');
    const unknown = await failureOf(
      client().createSandboxPublicToken({ ...signIn, accountId: 'acc_unknown' }),
    );
    expect(unknown.status).toBe(400);
    server.use(
      http.post(`${API}/sandbox/plaid/public-token`, () => new HttpResponse(null, { status: 503 })),
    );
    expect((await failureOf(client().createSandboxPublicToken(signIn))).message).toBe(
      API_FAILURE_MESSAGES.sandboxPublicToken,
    );
  });
});

describe('calls whose errors are swallowed', () => {
  const fingerprint = deviceFingerprint;

  it('POST /collect/{token}/fingerprint sends { fingerprint }', async () => {
    const seen = recordRequests();
    await expect(client().sendDeviceFingerprint(TOKEN, fingerprint)).resolves.toBeUndefined();
    expect(seen[0]?.url).toBe(`${API}/collect/${TOKEN}/fingerprint`);
    expect(await seen[0]?.json()).toEqual({ fingerprint });
  });

  it('POST /email-tracking/{token}/link-opened with the JSON header and no body', async () => {
    const seen = recordRequests();
    await expect(client().reportLinkOpened('trk_1')).resolves.toBeUndefined();
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe(`${API}/email-tracking/trk_1/link-opened`);
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]?.text()).toBe('');
  });

  it.each(['error', 'network', 'malformed'] as const)('resolve anyway on %s', async (failure) => {
    use({ failures: { fingerprint: failure, 'link-opened': failure } });
    await expect(client().sendDeviceFingerprint(TOKEN, fingerprint)).resolves.toBeUndefined();
    await expect(client().reportLinkOpened('trk_1')).resolves.toBeUndefined();
  });

  it('resolve on timeout and on abort', async () => {
    use({ failures: { fingerprint: 'never', 'link-opened': 'never' } });
    const controller = new AbortController();
    const pending = client().reportLinkOpened('trk_1', { signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toBeUndefined();
    await expect(
      client({ timeoutMs: 20 }).sendDeviceFingerprint(TOKEN, fingerprint),
    ).resolves.toBeUndefined();
  });
});

describe('invoice download', () => {
  function fakeTab() {
    const shown: Blob[] = [];
    const tab: InvoiceTab & { closed: boolean } = {
      closed: false,
      show: (file) => shown.push(file),
      close: () => {
        tab.closed = true;
      },
    };
    return { tab, shown, opener: vi.fn(() => tab) };
  }

  it('opens a tab at once, then shows the PDF fetched from downloadUrl as a blob', async () => {
    const { opener, shown, tab } = fakeTab();
    const seen = recordRequests();
    const pending = client({ openInvoice: opener }).downloadInvoicePdf(TOKEN);
    // Synchronously, inside the payer's click: before any answer.
    expect(opener).toHaveBeenCalledTimes(1);
    await pending;
    expect(seen.map((request) => request.url)).toEqual([
      `${API}/collect/${TOKEN}/invoice/download`,
      `${API}/files/invoices/${TOKEN}.pdf`,
    ]);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await shown[0]!.arrayBuffer())).toMatch(/^%PDF-1\.4/);
    expect(tab.closed).toBe(false);
  });

  it('reads an untyped file as a PDF', async () => {
    server.use(
      http.get(`${API}/files/invoices/:file`, () => new HttpResponse(new Uint8Array([37, 80]))),
    );
    const { opener, shown } = fakeTab();
    await client({ openInvoice: opener }).downloadInvoicePdf(TOKEN);
    expect(shown[0]?.type).toBe('application/pdf');
  });

  it.each([
    ['the download call fails', () => use({ failures: { 'invoice/download': 'error' } })],
    [
      'the file is missing',
      () =>
        server.use(
          http.get(`${API}/files/invoices/:file`, () => new HttpResponse(null, { status: 404 })),
        ),
    ],
    [
      'the file is not a PDF',
      () => server.use(http.get(`${API}/files/invoices/:file`, () => HttpResponse.html('<p>'))),
    ],
  ])(
    'fails with "Failed to download invoice PDF" and closes the tab when %s',
    async (_, arrange) => {
      arrange();
      const { opener, shown, tab } = fakeTab();
      const error = await failureOf(client({ openInvoice: opener }).downloadInvoicePdf(TOKEN));
      expect(error.message).toBe(API_FAILURE_MESSAGES.invoiceDownload);
      expect(shown).toHaveLength(0);
      expect(tab.closed).toBe(true);
    },
  );

  it('can be aborted (the tab is closed)', async () => {
    server.use(
      http.get(`${API}/files/invoices/:file`, async () => {
        await delay('infinite');
        return new HttpResponse(null);
      }),
    );
    const { opener, tab } = fakeTab();
    const controller = new AbortController();
    const pending = client({ openInvoice: opener }).downloadInvoicePdf(TOKEN, {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 10);
    expect(isAbortError(await pending.catch((caught: unknown) => caught))).toBe(true);
    expect(tab.closed).toBe(true);
  });
});
