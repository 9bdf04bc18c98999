import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePaymentRequest } from '../mocks/fixtures';
import type { PaymentRequest } from '../models/payment-request';
import { pollPaymentRequest } from './poll-payment-request';

const processing = makePaymentRequest({ status: 'PROCESSING' });
const paid = makePaymentRequest({ status: 'PAID', methodPaidWith: 'card' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A reload that answers `answers` in turn (the last one repeats), recording when it ran. */
function reloader(answers: (PaymentRequest | Error)[], latencyMs = 0) {
  const calls: number[] = [];
  const start = Date.now();
  const reload = vi.fn(async () => {
    calls.push(Date.now() - start);
    if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const answer = answers[Math.min(calls.length, answers.length) - 1]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { reload, calls };
}

describe('pollPaymentRequest', () => {
  it('re-fetches every 1000 ms, 10 times at most, then times out', async () => {
    const { reload, calls } = reloader([processing]);
    const outcome = pollPaymentRequest({ reload, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([1000]);
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(outcome).resolves.toBe('timed-out');
    expect(calls).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10_000]);
  });

  it('stops as soon as the request is PAID', async () => {
    const { reload, calls } = reloader([processing, processing, paid]);
    const outcome = pollPaymentRequest({ reload, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(outcome).resolves.toBe('settled');
    expect(calls).toEqual([1000, 2000, 3000]);
  });

  it('stops as soon as methodPaidWith is set, even while PROCESSING', async () => {
    const known = makePaymentRequest({ status: 'PROCESSING', methodPaidWith: 'payByBank' });
    const { reload, calls } = reloader([known]);
    const outcome = pollPaymentRequest({ reload, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(outcome).resolves.toBe('settled');
    expect(calls).toEqual([1000]);
  });

  it('keeps polling after a failed re-fetch', async () => {
    const { reload, calls } = reloader([new Error('offline'), processing, paid]);
    const outcome = pollPaymentRequest({ reload, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(outcome).resolves.toBe('settled');
    expect(calls).toEqual([1000, 2000, 3000]);
  });

  it('waits 1000 ms after each answer, so slow answers never overlap', async () => {
    const { reload, calls } = reloader([processing], 1500);
    const outcome = pollPaymentRequest({ reload, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(outcome).resolves.toBe('timed-out');
    expect(calls).toEqual([1000, 3500, 6000, 8500]);
  });

  it('stops when aborted, without another re-fetch', async () => {
    const { reload, calls } = reloader([processing]);
    const controller = new AbortController();
    const outcome = pollPaymentRequest({ reload, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(2500);
    controller.abort();
    await expect(outcome).resolves.toBe('aborted');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toEqual([1000, 2000]);
  });

  it('treats a request that is gone as settled (nothing more to wait for)', async () => {
    const reload = vi.fn(async () => null);
    const outcome = pollPaymentRequest({ reload, signal: new AbortController().signal });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toBe('settled');
  });
});
