import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_TOKENS, scenario } from '@paypage/checkout/mocks';
import { setupMockServer } from '@paypage/checkout/mocks/node';

const server = setupMockServer(() => scenario('unpaid-all-methods'));

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.resetModules();
});

function started() {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
  return paths;
}

describe('the early fetch', () => {
  it('starts GET /collect/{token} in the page’s store when the module runs, for any screen', async () => {
    const paths = started();
    window.history.replaceState(null, '', `/pay/${MOCK_TOKENS.invoice}/receipt?tracking=x`);
    const { pageStore } = await import('./early-fetch');
    expect(paths).toEqual([`/api/v1/collect/${MOCK_TOKENS.invoice}`]);
    // The app reads that same load: asking again fetches nothing.
    const loaded = await pageStore.load(MOCK_TOKENS.invoice);
    expect(loaded.paymentRequest).toMatchObject({ status: 'UNPAID' });
    expect(pageStore.get(MOCK_TOKENS.invoice)).toBe(loaded);
    expect(paths.filter((path) => path === `/api/v1/collect/${MOCK_TOKENS.invoice}`)).toHaveLength(
      1,
    );
  });

  it('fetches nothing for an address that is not a payment link', async () => {
    const paths = started();
    window.history.replaceState(null, '', '/elsewhere');
    await import('./early-fetch');
    expect(paths).toEqual([]);
  });
});
