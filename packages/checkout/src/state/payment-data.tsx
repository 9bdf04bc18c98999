/**
 * The payment data (spec §3, §4) and its one owner.
 *
 * `PaymentDataStore`: a store the app makes once per page (per server render, per story or test),
 * keyed by token. Everything that loads or changes the data goes through it: the server render
 * fills it (`hydrate`, or `load` on the server), the browser's early fetch starts its first
 * `load` before React runs, receipt polling and the checks before a payment re-read the request
 * (`reloadPaymentRequest`), 'Try again' and 'Refresh' load everything again (`refresh`). A second
 * `load` of a token (StrictMode's second mount, a screen that mounts later) reads the load already
 * made or under way: one request per token, however many ask. Nothing in it is shared between
 * stores.
 *
 * `PaymentDataProvider` shows the screens one token's data from the store, `usePaymentData()`
 * reads `{ paymentRequest, stripeClientKey, adyenSession, loading, error }` with `token`,
 * `refresh()` and `reloadPaymentRequest()`. The loaded page is rendered in a transition: React
 * renders it in slices, yielding to the browser between them, and the loading placeholder stays
 * until the page is ready to show (a `useSyncExternalStore` read would render it in one blocking
 * pass). Every other change (the loading state of a refresh, a re-read request) is rendered at
 * once.
 */
import type { PayerScreen } from '@paypage/contract';
import * as React from 'react';
import type { ApiClient, CallOptions } from '../api/client';
import type { PaymentRequest } from '../models/payment-request';
import { guardScreen, type GuardDecision } from '../payment-request/guards';
import { LOADING_PAYMENT_DATA, type PaymentData } from '../payment-request/payment-data';
import { loadPaymentData } from './load-payment-data';

type Entry = {
  /** What the screens show: `LOADING_PAYMENT_DATA` until loaded; a new object on every change. */
  data: PaymentData;
  /** The load under way (or done) for `data`. */
  loaded: Promise<PaymentData>;
  /** Cancels the load under way (a refresh replaces it). */
  controller: AbortController;
};

export class PaymentDataStore {
  readonly client: ApiClient;
  readonly #entries = new Map<string, Entry>();
  readonly #listeners = new Set<() => void>();
  /** The guard's decisions, per snapshot of the data and screen (see `decide`). */
  readonly #decisions = new WeakMap<PaymentData, Map<PayerScreen, GuardDecision>>();

  constructor(client: ApiClient) {
    this.client = client;
  }

  /** The payment data of `token` as it stands (the same object until it changes). */
  get(token: string): PaymentData {
    return this.#entries.get(token)?.data ?? LOADING_PAYMENT_DATA;
  }

  /** Calls `listener` after every change of any token's data; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Starts with data loaded elsewhere (the server render's, carried in the page). */
  hydrate(token: string, data: PaymentData): void {
    if (data.loading) return;
    this.#entries.get(token)?.controller.abort();
    this.#entries.set(token, {
      data,
      loaded: Promise.resolve(data),
      controller: new AbortController(),
    });
    this.#notify();
  }

  /**
   * Loads the request of `token` (and the session or intent it needs), unless it is loaded or
   * loading: then the same load. Rejects only when `signal` (or a refresh) cancels it.
   */
  load(token: string, options: { signal?: AbortSignal } = {}): Promise<PaymentData> {
    return (this.#entries.get(token) ?? this.#start(token, options.signal)).loaded;
  }

  /** Loads everything again; the data is loading meanwhile. */
  refresh(token: string): Promise<PaymentData> {
    this.#entries.get(token)?.controller.abort();
    const entry = this.#start(token);
    this.#notify();
    return entry.loaded;
  }

  /**
   * Re-fetches only the request and updates it (`null` when it is gone). Rejects with the
   * client's error; the data is then unchanged.
   */
  async reloadPaymentRequest(token: string, options?: CallOptions): Promise<PaymentRequest | null> {
    const paymentRequest = await this.client.getPaymentRequest(token, options);
    const entry = this.#entries.get(token);
    if (entry && !entry.data.loading) {
      entry.data = { ...entry.data, paymentRequest };
      this.#notify();
    }
    return paymentRequest;
  }

  /**
   * The guard's decision for `screen` on `data` (one of this store's snapshots): made once per
   * snapshot and screen, however often a render asks (StrictMode's second render, a re-render,
   * the server's check before its render), so a navigation is guarded once.
   */
  decide(screen: PayerScreen, data: PaymentData): GuardDecision {
    let decisions = this.#decisions.get(data);
    if (!decisions) {
      decisions = new Map();
      this.#decisions.set(data, decisions);
    }
    let decision = decisions.get(screen);
    if (!decision) {
      decision = guardScreen(screen, data);
      decisions.set(screen, decision);
    }
    return decision;
  }

  #start(token: string, signal?: AbortSignal): Entry {
    const controller = new AbortController();
    const signals = signal ? AbortSignal.any([controller.signal, signal]) : controller.signal;
    const entry: Entry = {
      data: LOADING_PAYMENT_DATA,
      controller,
      loaded: loadPaymentData(this.client, token, { signal: signals }).then(
        ({ cause: _cause, ...data }) => {
          if (this.#entries.get(token) === entry) {
            entry.data = data;
            this.#notify();
          }
          return data;
        },
        (reason: unknown) => {
          // Cancelled: a later load of this token starts afresh.
          if (this.#entries.get(token) === entry) this.#entries.delete(token);
          throw reason;
        },
      ),
    };
    // Handled by whoever awaits it; an unread cancellation is not reported as unhandled.
    entry.loaded.catch(() => undefined);
    this.#entries.set(token, entry);
    return entry;
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}

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

type Shown = { store: PaymentDataStore; data: PaymentData; value: PaymentDataContextValue };

const PaymentDataContext = React.createContext<Shown | null>(null);

export type PaymentDataProviderProps = {
  /** The page's store (it loads the data of `token` unless it has it). */
  store: PaymentDataStore;
  token: string;
  children?: React.ReactNode;
};

export function PaymentDataProvider({ store, token, children }: PaymentDataProviderProps) {
  const [shown, setShown] = React.useState(() => ({ token, data: store.get(token) }));
  let data = shown.data;
  if (shown.token !== token) {
    // Another token: its own data at once, never the previous token's.
    data = store.get(token);
    setShown({ token, data });
  }

  React.useEffect(() => {
    let last: PaymentData | undefined;
    const show = () => {
      const next = store.get(token);
      if (next === last) return;
      const appearing = (last?.loading ?? true) && !next.loading;
      last = next;
      const update = () =>
        setShown((current) =>
          current.token === token && current.data === next ? current : { token, data: next },
        );
      if (appearing) React.startTransition(update);
      else update();
    };
    const unsubscribe = store.subscribe(show);
    // What changed since the first render, then the first load (the store's own, if under way).
    show();
    store.load(token).catch(() => undefined);
    return unsubscribe;
  }, [store, token]);

  const refresh = React.useCallback(() => void store.refresh(token), [store, token]);
  const reloadPaymentRequest = React.useCallback(
    (options?: CallOptions) => store.reloadPaymentRequest(token, options),
    [store, token],
  );
  const value = React.useMemo<Shown>(
    () => ({ store, data, value: { ...data, token, refresh, reloadPaymentRequest } }),
    [store, data, token, refresh, reloadPaymentRequest],
  );
  return <PaymentDataContext value={value}>{children}</PaymentDataContext>;
}

function useShown(): Shown {
  const shown = React.use(PaymentDataContext);
  if (!shown) throw new Error('usePaymentData must be used inside <PaymentDataProvider>.');
  return shown;
}

/** The payment data of the nearest `PaymentDataProvider`. */
export function usePaymentData(): PaymentDataContextValue {
  return useShown().value;
}

/** The guard's decision for `screen` on the data shown (made once per data and screen). */
export function useScreenGuard(screen: PayerScreen): GuardDecision {
  const { store, data } = useShown();
  return store.decide(screen, data);
}
