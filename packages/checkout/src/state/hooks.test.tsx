import { act, renderHook } from '@testing-library/react';
import * as React from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../api/client';
import { systemToday, type Today } from '../format/today';
import { makePaymentRequest, MOCK_TODAY } from '../mocks/fixtures';
import { MockCheckoutProviders } from '../mocks/providers';
import type { PaymentRequest } from '../models/payment-request';
import { TodayProvider, useToday } from './today';
import { useReceiptPolling } from './use-receipt-polling';

const processing = makePaymentRequest({ status: 'PROCESSING' });
const paid = makePaymentRequest({
  status: 'PAID',
  methodPaidWith: 'card',
  datePaid: '2026-11-22T17:00:03.000Z',
});

/** A client whose `GET /collect` answers `answers` in turn (the last repeats). */
function sequenceClient(answers: PaymentRequest[]) {
  let index = 0;
  const fetch = vi.fn(async () => Response.json(answers[Math.min(index++, answers.length - 1)]));
  return { client: createApiClient({ baseUrl: 'http://localhost/api/v1', fetch }), fetch };
}

function wrapperFor(client: ApiClient) {
  return function Wrapper({ children }: { children: React.ReactNode }) {
    return (
      <MockCheckoutProviders client={client} token="tok_receipt">
        {children}
      </MockCheckoutProviders>
    );
  };
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('useReceiptPolling', () => {
  beforeAll(async () => {
    // The client loads its schemas on its first call (a chunk of their own): loaded once here,
    // so the fake clock below only ever waits on the timers under test.
    await import('../api/schemas');
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the skeleton while loading and polling, and stops once PAID', async () => {
    const { client, fetch } = sequenceClient([processing, processing, processing, paid]);
    const { result } = renderHook(() => useReceiptPolling(), { wrapper: wrapperFor(client) });
    expect(result.current).toMatchObject({ showSkeleton: true, polling: false });
    await advance(0);
    expect(result.current).toMatchObject({ showSkeleton: true, polling: true, timedOut: false });
    expect(fetch).toHaveBeenCalledTimes(1);
    await advance(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await advance(2000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(result.current).toMatchObject({ showSkeleton: false, polling: false, timedOut: false });
    expect(result.current.paymentRequest).toMatchObject({ status: 'PAID', methodPaidWith: 'card' });
    await advance(20_000);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('gives up after 10 s (10 re-fetches) and shows what it has', async () => {
    const { client, fetch } = sequenceClient([processing]);
    const { result } = renderHook(() => useReceiptPolling(), { wrapper: wrapperFor(client) });
    await advance(0);
    await advance(9_999);
    expect(result.current.polling).toBe(true);
    await advance(1);
    expect(fetch).toHaveBeenCalledTimes(11);
    expect(result.current).toMatchObject({ polling: false, showSkeleton: false, timedOut: true });
    await advance(20_000);
    expect(fetch).toHaveBeenCalledTimes(11);
  });

  it('does not poll a request that is already settled', async () => {
    const { client, fetch } = sequenceClient([paid]);
    const { result } = renderHook(() => useReceiptPolling(), { wrapper: wrapperFor(client) });
    await advance(0);
    expect(result.current).toMatchObject({ polling: false, showSkeleton: false });
    await advance(5000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops polling when the receipt unmounts', async () => {
    const { client, fetch } = sequenceClient([processing]);
    const { unmount } = renderHook(() => useReceiptPolling(), { wrapper: wrapperFor(client) });
    await advance(0);
    await advance(2000);
    expect(fetch).toHaveBeenCalledTimes(3);
    unmount();
    await advance(10_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('useToday', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the injected today', () => {
    const { result } = renderHook(() => useToday(), {
      wrapper: ({ children }) => <TodayProvider today={MOCK_TODAY}>{children}</TodayProvider>,
    });
    expect(result.current).toBe(MOCK_TODAY);
  });

  it('is the browser’s clock and zone without a provider, stable across renders', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T17:00:00.000Z') });
    const { result, rerender } = renderHook(() => useToday());
    const first: Today = result.current;
    expect(first.now.toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(first.timeZone).toBe(systemToday().timeZone);
    vi.setSystemTime(new Date('2026-11-23T17:00:00.000Z'));
    rerender();
    expect(result.current).toBe(first);
  });
});
