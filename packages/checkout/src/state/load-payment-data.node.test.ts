import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import {
  invoiceRequest,
  makeCardSession,
  makePaymentRequest,
  MOCK_TOKENS,
} from '../mocks/fixtures';
import { createHandlers, type MockScenario } from '../mocks/handlers';
import { setupMockServer } from '../mocks/node';
import { loadPaymentData } from './load-payment-data';

const TOKEN = MOCK_TOKENS.invoice;
const server = setupMockServer(() => createHandlers({ paymentRequest: invoiceRequest }));
const client = createApiClient({ baseUrl: 'http://localhost/api/v1' });
const use = (scenario: MockScenario) => server.use(...createHandlers(scenario));

function paths() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname.replace(TOKEN, '{token}')}`);
  });
  return seen;
}

describe('loadPaymentData', () => {
  it('UNPAID, ADYEN, with a card: the request and a card session', async () => {
    const seen = paths();
    const data = await loadPaymentData(client, TOKEN);
    expect(data).toEqual({
      paymentRequest: invoiceRequest,
      stripeClientKey: null,
      adyenSession: makeCardSession(invoiceRequest),
      loading: false,
      error: null,
    });
    expect(seen).toEqual([
      'GET /api/v1/collect/{token}',
      'POST /api/v1/collect/{token}/adyen/session',
    ]);
  });

  it('UNPAID, STRIPE: the request and the client secret', async () => {
    use({ paymentRequest: makePaymentRequest({ processor: { type: 'STRIPE' } }) });
    const seen = paths();
    const data = await loadPaymentData(client, TOKEN);
    expect(data.stripeClientKey).toMatch(/_secret_/);
    expect(data.adyenSession).toBeNull();
    expect(seen).toEqual([
      'GET /api/v1/collect/{token}',
      'GET /api/v1/collect/{token}/stripe/intent',
    ]);
  });

  it.each([
    ['ADYEN without a card', { paymentMethod: ['PayByBank', 'ACH'] }],
    ['PAID', { status: 'PAID' }],
    ['EXPIRED', { status: 'EXPIRED' }],
  ])('%s: only the request', async (_case, overrides) => {
    use({ paymentRequest: makePaymentRequest(overrides) });
    const seen = paths();
    const data = await loadPaymentData(client, TOKEN);
    expect(data).toMatchObject({ stripeClientKey: null, adyenSession: null, error: null });
    expect(seen).toEqual(['GET /api/v1/collect/{token}']);
  });

  it('nothing found: no request and no error', async () => {
    use({ paymentRequest: null });
    await expect(loadPaymentData(client, TOKEN)).resolves.toEqual({
      paymentRequest: null,
      stripeClientKey: null,
      adyenSession: null,
      loading: false,
      error: null,
    });
  });

  it.each<[string, MockScenario['failures'], unknown]>([
    ['the request', { collect: 'error' }, null],
    ['the request (malformed)', { collect: 'malformed' }, null],
  ])('any failure (%s) sets "Failed to fetch payment data"', async (_case, failures, kept) => {
    use({ paymentRequest: invoiceRequest, failures });
    const data = await loadPaymentData(client, TOKEN);
    expect(data).toMatchObject({ error: 'Failed to fetch payment data', paymentRequest: kept });
    expect(data.cause).toBeInstanceOf(ApiError);
  });

  it('a failed card session fails only the card method (item 8)', async () => {
    use({ paymentRequest: invoiceRequest, failures: { 'adyen/session': 'error' } });
    const data = await loadPaymentData(client, TOKEN);
    expect(data).toMatchObject({ error: null, adyenSession: null, paymentRequest: invoiceRequest });
    expect(data.cause).toBeInstanceOf(ApiError);
  });

  it('a failed client secret sets the error too', async () => {
    use({
      paymentRequest: makePaymentRequest({ processor: { type: 'STRIPE' } }),
      failures: { 'stripe/intent': 'error' },
    });
    await expect(loadPaymentData(client, TOKEN)).resolves.toMatchObject({
      error: 'Failed to fetch payment data',
      stripeClientKey: null,
    });
  });

  it('takes a request already on its way instead of fetching it', async () => {
    const seen = paths();
    const pending = Promise.resolve(makePaymentRequest({ paymentMethod: ['ACH'] }));
    await loadPaymentData(client, TOKEN, { pending });
    expect(seen).toEqual([]);
  });

  it('rejects when aborted, and starts no session after the abort', async () => {
    const seen = paths();
    const controller = new AbortController();
    const pending = Promise.resolve(invoiceRequest);
    const loading = loadPaymentData(client, TOKEN, { signal: controller.signal, pending });
    controller.abort();
    await expect(loading).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([]);
  });
});
