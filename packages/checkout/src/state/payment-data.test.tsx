import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import {
  invoiceRequest,
  makeCardSession,
  makePaymentRequest,
  MOCK_TOKENS,
} from '../mocks/fixtures';
import { createHandlers } from '../mocks/handlers';
import { setupMockServer } from '../mocks/node';
import { scenario } from '../mocks/scenarios';
import {
  PaymentDataProvider,
  PaymentDataStore,
  usePaymentData,
  useScreenGuard,
} from './payment-data';

const server = setupMockServer(() => scenario('unpaid-all-methods'));

/** Counts the calls of each path kind the server sees. */
function countRequests() {
  const counts = { collect: 0, session: 0 };
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (/\/collect\/[^/]+$/.test(path)) counts.collect += 1;
    if (path.endsWith('/adyen/session')) counts.session += 1;
  });
  return counts;
}

function wrapper({
  token = MOCK_TOKENS.invoice,
  store = new PaymentDataStore(createApiClient()),
}: {
  token?: string;
  store?: PaymentDataStore;
} = {}) {
  return function Wrapper({ children }: { children: React.ReactNode }) {
    return (
      <PaymentDataProvider store={store} token={token}>
        {children}
      </PaymentDataProvider>
    );
  };
}

describe('PaymentDataProvider', () => {
  it('starts loading, then exposes the request and its card session', async () => {
    const { result } = renderHook(() => usePaymentData(), { wrapper: wrapper() });
    expect(result.current).toMatchObject({
      loading: true,
      paymentRequest: null,
      error: null,
      adyenSession: null,
      stripeClientKey: null,
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({
      paymentRequest: { ...invoiceRequest, token: MOCK_TOKENS.invoice },
      adyenSession: makeCardSession({ token: MOCK_TOKENS.invoice, amountInCents: 125_000 }),
      error: null,
      token: MOCK_TOKENS.invoice,
    });
  });

  it('fetches once under StrictMode (the second mount reuses the first request)', async () => {
    // Counted where the client calls fetch: an aborted duplicate may never reach the server.
    const started: string[] = [];
    const client = createApiClient({
      fetch: (input, init) => {
        started.push(new URL(String(input)).pathname);
        return fetch(input, init);
      },
    });
    const { result } = renderHook(() => usePaymentData(), {
      wrapper: wrapper({ token: 'strict-token-1', store: new PaymentDataStore(client) }),
      // At the root: React runs effects twice only for a StrictMode root.
      reactStrictMode: true,
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(started).toEqual([
      '/api/v1/collect/strict-token-1',
      '/api/v1/collect/strict-token-1/adyen/session',
    ]);
  });

  it('shows what the store has loaded already (the early fetch) without fetching again', async () => {
    const counts = countRequests();
    const store = new PaymentDataStore(createApiClient());
    const early = store.load('early-token-1');
    const { result } = renderHook(() => usePaymentData(), {
      wrapper: wrapper({ token: 'early-token-1', store }),
      reactStrictMode: true,
    });
    expect(result.current.loading).toBe(true);
    await early;
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.paymentRequest?.token).toBe('early-token-1');
    expect(counts).toEqual({ collect: 1, session: 1 });
  });

  it('starts with hydrated data: loaded at the first render, nothing fetched', () => {
    const counts = countRequests();
    const store = new PaymentDataStore(createApiClient());
    const data = {
      paymentRequest: makePaymentRequest({ status: 'PAID' }),
      stripeClientKey: null,
      adyenSession: null,
      loading: false,
      error: null,
    };
    store.hydrate(MOCK_TOKENS.invoice, data);
    const { result } = renderHook(() => usePaymentData(), {
      wrapper: wrapper({ store }),
      reactStrictMode: true,
    });
    expect(result.current).toMatchObject({ ...data, token: MOCK_TOKENS.invoice });
    expect(counts).toEqual({ collect: 0, session: 0 });
  });

  it('reports "Failed to fetch payment data" when anything fails', async () => {
    server.use(...scenario('stripe-intent-error'));
    const { result } = renderHook(() => usePaymentData(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.error).toBe('Failed to fetch payment data');
  });

  it('a failed card session fails only the card method: the data loads without it', async () => {
    server.use(...scenario('card-session-error'));
    const { result } = renderHook(() => usePaymentData(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ error: null, adyenSession: null });
    expect(result.current.paymentRequest).not.toBeNull();
  });

  it('shows nothing found (no request, no error) for an unknown token', async () => {
    server.use(...scenario('not-found'));
    const { result } = renderHook(() => usePaymentData(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ paymentRequest: null, error: null });
  });

  it('refresh() loads everything again, loading meanwhile', async () => {
    const counts = countRequests();
    const { result } = renderHook(() => usePaymentData(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.loading).toBe(false));
    server.use(...scenario('paid'));
    act(() => result.current.refresh());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.paymentRequest?.status).toBe('PAID');
    expect(result.current.adyenSession).toBeNull();
    expect(counts).toEqual({ collect: 2, session: 1 });
  });

  it('reloadPaymentRequest() updates only the request', async () => {
    const counts = countRequests();
    const { result } = renderHook(() => usePaymentData(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const session = result.current.adyenSession;
    server.use(...scenario('processing'));
    let reloaded: unknown;
    await act(async () => {
      reloaded = await result.current.reloadPaymentRequest();
    });
    expect(reloaded).toMatchObject({ status: 'PROCESSING' });
    expect(result.current.paymentRequest?.status).toBe('PROCESSING');
    expect(result.current.adyenSession).toBe(session);
    expect(result.current.loading).toBe(false);
    expect(counts).toEqual({ collect: 2, session: 1 });
  });

  it('a failed reload rejects and leaves the state as it was', async () => {
    const { result } = renderHook(() => usePaymentData(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.loading).toBe(false));
    server.use(...scenario('collect-error'));
    await act(async () => {
      await expect(result.current.reloadPaymentRequest()).rejects.toThrow(
        'Failed to fetch payment request',
      );
    });
    expect(result.current.paymentRequest?.status).toBe('UNPAID');
  });

  it('loads again for another token', async () => {
    function Probe() {
      const { paymentRequest, loading } = usePaymentData();
      return <p>{loading ? 'loading' : paymentRequest?.token}</p>;
    }
    const store = new PaymentDataStore(createApiClient());
    const { rerender } = render(
      <PaymentDataProvider store={store} token="first-token">
        <Probe />
      </PaymentDataProvider>,
    );
    expect(await screen.findByText('first-token')).toBeInTheDocument();
    rerender(
      <PaymentDataProvider store={store} token="second-token">
        <Probe />
      </PaymentDataProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('second-token')).toBeInTheDocument();
    rerender(
      <PaymentDataProvider store={store} token="first-token">
        <Probe />
      </PaymentDataProvider>,
    );
    // Back to the first token: the store has its data.
    expect(screen.getByText('first-token')).toBeInTheDocument();
  });

  it('shows the data’s arrival in a transition: a part that suspends keeps the loading screen up', async () => {
    const store = new PaymentDataStore(createApiClient());
    let release!: () => void;
    const partLoaded = new Promise<void>((resolve) => (release = resolve));
    function Part() {
      React.use(partLoaded);
      return <p>the form</p>;
    }
    function Screen() {
      return usePaymentData().loading ? <p>loading screen</p> : <Part />;
    }
    render(
      <PaymentDataProvider store={store} token="transition-token-1">
        <React.Suspense fallback={<p>fallback</p>}>
          <Screen />
        </React.Suspense>
      </PaymentDataProvider>,
    );
    expect(screen.getByText('loading screen')).toBeInTheDocument();
    await act(() => store.load('transition-token-1'));
    // The loaded data's render waits for its part; the loading screen stays, never the fallback.
    expect(screen.getByText('loading screen')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
    await act(async () => release());
    expect(await screen.findByText('the form')).toBeInTheDocument();
  });

  it('needs a provider', () => {
    expect(() => renderHook(() => usePaymentData())).toThrow(/PaymentDataProvider/);
  });
});

describe('useScreenGuard', () => {
  it('waits while loading, then sends the receipt of an UNPAID request to the main screen', async () => {
    const { result } = renderHook(() => useScreenGuard('receipt'), { wrapper: wrapper() });
    expect(result.current).toEqual({ type: 'wait' });
    await waitFor(() => expect(result.current.type).toBe('redirect'));
    expect(result.current).toEqual({ type: 'redirect', screen: 'main' });
  });

  it('sends processing to the receipt once PAID', async () => {
    server.use(...createHandlers({ paymentRequest: makePaymentRequest({ status: 'PAID' }) }));
    const { result } = renderHook(() => useScreenGuard('processing'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.type).toBe('redirect'));
    expect(result.current).toEqual({ type: 'redirect', screen: 'receipt' });
  });
});
