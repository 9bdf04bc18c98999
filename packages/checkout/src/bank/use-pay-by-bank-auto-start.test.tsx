import { renderHook, waitFor } from '@testing-library/react';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { setupMockServer } from '../mocks/node';
import { MockCheckoutProviders } from '../mocks/providers';
import { scenario } from '../mocks/scenarios';
import { usePaymentData } from '../state/payment-data';
import { usePayByBankAutoStart } from './use-pay-by-bank-auto-start';

const server = setupMockServer(() => scenario('unpaid-all-methods'));

/** Each test its own token: the automatic start is remembered per token for the page load. */
function renderAutoStart(token: string, search?: string) {
  const start = vi.fn();
  const client = createApiClient();
  const view = renderHook(
    () => {
      usePayByBankAutoStart(start, search);
      return usePaymentData();
    },
    {
      wrapper: ({ children }: { children: React.ReactNode }) => (
        <MockCheckoutProviders token={token} client={client}>
          {children}
        </MockCheckoutProviders>
      ),
      reactStrictMode: true,
    },
  );
  return { ...view, start };
}

describe('usePayByBankAutoStart', () => {
  it('starts once for an ?email= link, StrictMode, re-renders and remounts included', async () => {
    const first = renderAutoStart('AutoStartToken0000000001', '?email=sam%40example.com');
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    expect(first.start).toHaveBeenCalledTimes(1);
    first.rerender();
    first.unmount();
    const again = renderAutoStart('AutoStartToken0000000001', '?email=sam%40example.com');
    await waitFor(() => expect(again.result.current.loading).toBe(false));
    expect(again.start).not.toHaveBeenCalled();
    expect(first.start).toHaveBeenCalledTimes(1);
  });

  it('waits for the request before starting', async () => {
    server.use(...scenario('unpaid-all-methods', { latencyMs: 100 }));
    const { result, start } = renderAutoStart('AutoStartToken0000000002', '?email=a%40b.co');
    expect(result.current.loading).toBe(true);
    expect(start).not.toHaveBeenCalled();
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['no e-mail parameter', '?tracking=trk_1', 'unpaid-all-methods'],
    ['an empty one', '?email=', 'unpaid-all-methods'],
    ['a request without pay by bank', '?email=a%40b.co', 'card-only'],
    ['a request that cannot be paid', '?email=a%40b.co', 'paid'],
    ['a request that failed to load', '?email=a%40b.co', 'collect-error'],
  ] as const)('does not start with %s', async (_, search, name) => {
    server.use(...scenario(name));
    const { result, start } = renderAutoStart(
      `AutoStartToken00000${name.length}${search.length}`,
      search,
    );
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(start).not.toHaveBeenCalled();
  });

  it('reads the address’s query string by default', async () => {
    window.history.replaceState(null, '', '/pay/AutoStartToken0000000003?email=sam%40example.com');
    try {
      const { result, start } = renderAutoStart('AutoStartToken0000000003');
      await waitFor(() => expect(result.current.loading).toBe(false));
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
