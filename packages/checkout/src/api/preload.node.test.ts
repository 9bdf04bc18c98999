import { describe, expect, it } from 'vitest';
import { invoiceRequest, MOCK_TOKENS } from '../mocks/fixtures';
import { createHandlers } from '../mocks/handlers';
import { setupMockServer } from '../mocks/node';
import { createApiClient } from './client';
import {
  peekPreloadedPaymentRequest,
  preloadPaymentRequest,
  releasePreloadedPaymentRequest,
} from './preload';

const server = setupMockServer(() => createHandlers({ paymentRequest: invoiceRequest }));
const client = createApiClient({ baseUrl: 'http://localhost/api/v1' });

function countCollects() {
  let count = 0;
  server.events.on('request:start', ({ request }) => {
    if (/\/collect\/[^/]+$/.test(new URL(request.url).pathname)) count += 1;
  });
  return () => count;
}

describe('preloadPaymentRequest', () => {
  it('starts one request per token and hands the same promise to every reader', async () => {
    const collects = countCollects();
    const token = `${MOCK_TOKENS.invoice}-a`;
    const first = preloadPaymentRequest(token, { client });
    expect(preloadPaymentRequest(token, { client })).toBe(first);
    expect(peekPreloadedPaymentRequest(token)).toBe(first);
    await expect(first).resolves.toMatchObject({ token, amountInCents: 125_000 });
    expect(collects()).toBe(1);
  });

  it('is released once read, so the next load fetches anew', async () => {
    const token = `${MOCK_TOKENS.invoice}-b`;
    const first = preloadPaymentRequest(token, { client });
    releasePreloadedPaymentRequest(token, Promise.resolve(null));
    expect(peekPreloadedPaymentRequest(token)).toBe(first);
    releasePreloadedPaymentRequest(token, first);
    expect(peekPreloadedPaymentRequest(token)).toBeUndefined();
    expect(preloadPaymentRequest(token, { client })).not.toBe(first);
  });

  it('adopts an answer started by an inline script before the bundle', async () => {
    const collects = countCollects();
    const token = `${MOCK_TOKENS.invoice}-c`;
    const response = fetch(`http://localhost/api/v1/collect/${token}`);
    await expect(preloadPaymentRequest(token, { client, response })).resolves.toMatchObject({
      amountInCents: 125_000,
    });
    expect(collects()).toBe(1);
  });

  it('keeps a failure for its reader without an unhandled rejection', async () => {
    server.use(
      ...createHandlers({ paymentRequest: invoiceRequest, failures: { collect: 'error' } }),
    );
    const pending = preloadPaymentRequest(`${MOCK_TOKENS.invoice}-d`, { client });
    await expect(pending).rejects.toThrow('Failed to fetch payment request');
  });
});
