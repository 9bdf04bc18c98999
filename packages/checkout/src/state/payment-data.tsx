/**
 * The payment data state (spec §3, §4) as a provider and a hook:
 * `{ paymentRequest, stripeClientKey, adyenSession, loading, error }`, plus `refresh()` (loads
 * everything again) and `reloadPaymentRequest()` (re-fetches only the request: receipt polling,
 * the check before a card payment).
 *
 * The first load takes `initialData` (loaded by the server that rendered the page: nothing is
 * fetched), else `initialRequest`, else the early fetch of `preloadPaymentRequest(token)` when
 * there is one, else fetches; StrictMode's second mount reuses that same request instead of
 * fetching twice. Pass a stable `initialRequest` (not a new promise per render).
 */
import * as React from 'react';
import type { CallOptions } from '../api/client';
import { peekPreloadedPaymentRequest, releasePreloadedPaymentRequest } from '../api/preload';
import type { PaymentRequest } from '../models/payment-request';
import { guardRoute, type GuardDecision, type PayRoute } from '../payment-request/guards';
import { LOADING_PAYMENT_DATA, type PaymentData } from '../payment-request/payment-data';
import { useApiClient } from './api-client';
import { loadPaymentData } from './load-payment-data';

export type PaymentDataContextValue = PaymentData & {
  token: string;
  /** Loads the request (and its session or intent) again; `loading` is true meanwhile. */
  refresh: () => void;
  /**
   * Re-fetches only the request and updates `paymentRequest` (`null` when it is gone). Rejects
   * with the client's error; the state is then unchanged.
   */
  reloadPaymentRequest: (options?: CallOptions) => Promise<PaymentRequest | null>;
};

const PaymentDataContext = React.createContext<PaymentDataContextValue | null>(null);

export type PaymentDataProviderProps = {
  token: string;
  /** The request already on its way; by default the early fetch of `preloadPaymentRequest`. */
  initialRequest?: Promise<PaymentRequest | null>;
  /**
   * The payment data already loaded for this token (a server-rendered page being hydrated): the
   * provider starts with it and loads nothing until `refresh()`.
   */
  initialData?: PaymentData;
  children?: React.ReactNode;
};

type Snapshot = PaymentData & { token: string; generation: number };

export function PaymentDataProvider({
  token,
  initialRequest,
  initialData,
  children,
}: PaymentDataProviderProps) {
  const client = useApiClient();
  const [generation, setGeneration] = React.useState(0);
  const [snapshot, setSnapshot] = React.useState<Snapshot | null>(() =>
    initialData && !initialData.loading ? { ...initialData, token, generation: 0 } : null,
  );
  const loadedFirst = initialData != null && !initialData.loading;

  // The first request of this provider, kept across StrictMode's second mount (refs survive it).
  const first = React.useRef<{ token: string; pending: Promise<PaymentRequest | null> } | null>(
    null,
  );

  React.useEffect(() => {
    // The first load came with the page.
    if (generation === 0 && loadedFirst) return;
    const controller = new AbortController();
    let pending: Promise<PaymentRequest | null> | undefined;
    if (generation === 0) {
      if (first.current?.token !== token) {
        first.current = {
          token,
          // Not tied to this effect's signal: a StrictMode remount reads the same request.
          pending:
            initialRequest ?? peekPreloadedPaymentRequest(token) ?? client.getPaymentRequest(token),
        };
      }
      pending = first.current.pending;
    }
    loadPaymentData(client, token, { signal: controller.signal, pending }).then(
      ({ cause: _cause, ...data }) => {
        if (controller.signal.aborted) return;
        if (pending) releasePreloadedPaymentRequest(token, pending);
        // A transition: React renders the loaded page in slices, yielding to the browser between
        // them, instead of one long task (the skeleton stays until the page is ready to show).
        React.startTransition(() => setSnapshot({ ...data, token, generation }));
      },
      () => {
        // Aborted: this effect was cleaned up (unmount, new token, refresh).
      },
    );
    return () => controller.abort();
  }, [client, token, initialRequest, generation, loadedFirst]);

  const refresh = React.useCallback(() => setGeneration((current) => current + 1), []);

  const reloadPaymentRequest = React.useCallback(
    async (options?: CallOptions) => {
      const paymentRequest = await client.getPaymentRequest(token, options);
      setSnapshot((current) =>
        current && current.token === token ? { ...current, paymentRequest } : current,
      );
      return paymentRequest;
    },
    [client, token],
  );

  // A snapshot of another token or of an earlier generation is stale: loading again.
  const current =
    snapshot && snapshot.token === token && snapshot.generation === generation ? snapshot : null;

  const value = React.useMemo<PaymentDataContextValue>(
    () => ({
      paymentRequest: current?.paymentRequest ?? LOADING_PAYMENT_DATA.paymentRequest,
      stripeClientKey: current?.stripeClientKey ?? null,
      adyenSession: current?.adyenSession ?? null,
      loading: current == null,
      error: current?.error ?? null,
      token,
      refresh,
      reloadPaymentRequest,
    }),
    [current, token, refresh, reloadPaymentRequest],
  );

  return <PaymentDataContext value={value}>{children}</PaymentDataContext>;
}

/** The payment data of the nearest `PaymentDataProvider`. */
export function usePaymentData(): PaymentDataContextValue {
  const value = React.use(PaymentDataContext);
  if (!value) throw new Error('usePaymentData must be used inside <PaymentDataProvider>.');
  return value;
}

/** The guard decision of a route for the current payment data (see `guardRoute`). */
export function useRouteGuard(route: PayRoute): GuardDecision {
  const { token, loading, error, paymentRequest } = usePaymentData();
  return guardRoute(route, token, { loading, error, paymentRequest });
}
