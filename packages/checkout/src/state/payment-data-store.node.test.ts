import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { invoiceRequest, makeCardSession, MOCK_TOKENS } from '../mocks/fixtures';
import { setupMockServer } from '../mocks/node';
import { scenario } from '../mocks/scenarios';
import * as guards from '../payment-request/guards';
import { LOADING_PAYMENT_DATA } from '../payment-request/payment-data';
import { PaymentDataStore } from './payment-data';

vi.mock('../payment-request/guards', { spy: true });

const TOKEN = MOCK_TOKENS.invoice;
const server = setupMockServer(() => scenario('unpaid-all-methods'));
/** The paths this client has fetched, in order (`{collect}` for `/api/v1/collect/{token}`). */
const fetched: string[] = [];
const client = createApiClient({
  baseUrl: 'http://localhost/api/v1',
  fetch: (input, init) => {
    fetched.push(
      new URL(String(input)).pathname.replace(/^\/api\/v1\/collect\/[^/]+/, '{collect}'),
    );
    return fetch(input, init);
  },
});
const newStore = () => new PaymentDataStore(client);

/** How many requests and card sessions were fetched. */
const counts = () => ({
  collect: fetched.filter((path) => path === '{collect}').length,
  session: fetched.filter((path) => path === '{collect}/adyen/session').length,
});

beforeEach(() => {
  fetched.length = 0;
});

describe('PaymentDataStore', () => {
  it('is loading until it has loaded the request and its card session', async () => {
    const store = newStore();
    expect(store.get(TOKEN)).toBe(LOADING_PAYMENT_DATA);
    const loaded = await store.load(TOKEN);
    expect(loaded).toEqual({
      paymentRequest: { ...invoiceRequest, token: TOKEN },
      stripeClientKey: null,
      adyenSession: makeCardSession({ token: TOKEN, amountInCents: 125_000 }),
      loading: false,
      error: null,
    });
    expect(store.get(TOKEN)).toBe(loaded);
  });

  it('loads a token once however many ask, before and after it has loaded', async () => {
    const store = newStore();
    const first = store.load(TOKEN);
    expect(store.load(TOKEN)).toBe(first);
    await first;
    await store.load(TOKEN);
    expect(counts()).toEqual({ collect: 1, session: 1 });
  });

  it('keeps each token’s data apart; nothing is shared between stores', async () => {
    const store = newStore();
    await store.load(TOKEN);
    await store.load(MOCK_TOKENS.paymentRequest);
    expect(store.get(TOKEN).paymentRequest?.token).toBe(TOKEN);
    expect(store.get(MOCK_TOKENS.paymentRequest).paymentRequest?.token).toBe(
      MOCK_TOKENS.paymentRequest,
    );
    const other = newStore();
    expect(other.get(TOKEN)).toBe(LOADING_PAYMENT_DATA);
    await other.load(TOKEN);
    expect(counts().collect).toBe(3);
  });

  it('starts from hydrated data and fetches nothing for it', async () => {
    const store = newStore();
    const data = { ...(await newStore().load(TOKEN)) };
    fetched.length = 0;
    store.hydrate(TOKEN, data);
    expect(store.get(TOKEN)).toBe(data);
    expect(await store.load(TOKEN)).toBe(data);
    expect(fetched).toEqual([]);
  });

  it('notifies its listeners of every change, until they unsubscribe', async () => {
    const store = newStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.load(TOKEN);
    expect(listener).toHaveBeenCalledTimes(1);
    const refreshed = store.refresh(TOKEN);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get(TOKEN).loading).toBe(true);
    await refreshed;
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    await store.reloadPaymentRequest(TOKEN);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('refresh cancels the load under way: only the latest is kept', async () => {
    const store = newStore();
    const first = store.load(TOKEN);
    server.use(...scenario('paid'));
    const second = store.refresh(TOKEN);
    await expect(first).rejects.toThrow();
    expect((await second).paymentRequest?.status).toBe('PAID');
    expect(store.get(TOKEN).paymentRequest?.status).toBe('PAID');
  });

  it('reloadPaymentRequest updates only the request; a failure leaves the data as it was', async () => {
    const store = newStore();
    const loaded = await store.load(TOKEN);
    server.use(...scenario('processing'));
    await expect(store.reloadPaymentRequest(TOKEN)).resolves.toMatchObject({
      status: 'PROCESSING',
    });
    expect(store.get(TOKEN)).toEqual({
      ...loaded,
      paymentRequest: expect.objectContaining({ status: 'PROCESSING' }),
    });
    const reloaded = store.get(TOKEN);
    server.use(...scenario('collect-error'));
    await expect(store.reloadPaymentRequest(TOKEN)).rejects.toThrow(
      'Failed to fetch payment request',
    );
    expect(store.get(TOKEN)).toBe(reloaded);
  });

  it('a cancelled load (the server render’s time limit) rejects, and the next load starts afresh', async () => {
    const store = newStore();
    await expect(store.load(TOKEN, { signal: AbortSignal.abort() })).rejects.toThrow();
    expect(store.get(TOKEN)).toBe(LOADING_PAYMENT_DATA);
    await expect(store.load(TOKEN)).resolves.toMatchObject({ loading: false });
    expect(store.get(TOKEN).paymentRequest?.token).toBe(TOKEN);
  });

  it('guards a screen once per snapshot of the data, however often it is asked', async () => {
    const store = newStore();
    const evaluations = vi.mocked(guards.guardScreen);
    evaluations.mockClear();
    const loading = store.get(TOKEN);
    expect(store.decide('receipt', loading)).toEqual({ type: 'wait' });
    const loaded = await store.load(TOKEN);
    expect(store.decide('receipt', loaded)).toEqual({ type: 'redirect', screen: 'main' });
    expect(store.decide('receipt', loaded)).toBe(store.decide('receipt', loaded));
    expect(store.decide('main', loaded)).toEqual({ type: 'render' });
    expect(evaluations.mock.calls.map(([screen]) => screen)).toEqual([
      'receipt',
      'receipt',
      'main',
    ]);
  });
});
