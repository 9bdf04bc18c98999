import { afterEach, describe, expect, it, vi } from 'vitest';
import { peekPreloadedPaymentRequest, releasePreloadedPaymentRequest } from '@paypage/checkout';
import { MOCK_TOKENS, scenario } from '@paypage/checkout/mocks';
import { setupMockServer } from '@paypage/checkout/mocks/node';

const server = setupMockServer(() => scenario('unpaid-all-methods'));

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.resetModules();
});

describe('the early fetch', () => {
  it('starts GET /collect/{token} when the module runs, for any route of a request', async () => {
    const started: string[] = [];
    server.events.on('request:start', ({ request }) => started.push(new URL(request.url).pathname));
    window.history.replaceState(null, '', `/pay/${MOCK_TOKENS.invoice}/receipt?tracking=x`);
    await import('./early-fetch');
    expect(started).toEqual([`/api/v1/collect/${MOCK_TOKENS.invoice}`]);
    const pending = peekPreloadedPaymentRequest(MOCK_TOKENS.invoice);
    expect(await pending).toMatchObject({ status: 'UNPAID' });
    releasePreloadedPaymentRequest(MOCK_TOKENS.invoice, pending!);
  });

  it('fetches nothing for an address that is not a payment link', async () => {
    const started: string[] = [];
    server.events.on('request:start', ({ request }) => started.push(request.url));
    window.history.replaceState(null, '', '/elsewhere');
    await import('./early-fetch');
    expect(started).toEqual([]);
  });
});
