import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import {
  CHECKING_WINDOW_MS,
  checkingDelay,
  isUnknownOutcome,
  outcomeWhileChecking,
} from '../payment-request/unknown-outcome';
import { followFailedPayCall } from './unknown-outcome';

const http = (status: number) => new ApiError('Failed', { reason: 'http', status });
const network = new ApiError('Failed', { reason: 'network' });
const timeout = new ApiError('Failed', { reason: 'timeout' });
const parse = new ApiError('Failed', { reason: 'parse', status: 200 });
const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });

describe('isUnknownOutcome: a pay call failed without a confirmed answer', () => {
  it.each([
    ['network error', network, true],
    ['timeout', timeout, true],
    ['answer not understood', parse, true],
    ['500', http(500), true],
    ['502', http(502), true],
    ['503', http(503), true],
    ['504 (a gateway gave up)', http(504), true],
    ['anything thrown', new TypeError('Failed to fetch'), true],
    ['400 (refused)', http(400), false],
    ['402 (refused)', http(402), false],
    ['409 (already processed)', http(409), false],
    ['410 (session expired)', http(410), false],
    ['422 (refused)', http(422), false],
    ['429 (too many attempts)', http(429), false],
  ])('%s → %s', (_, error, unknown) => {
    expect(isUnknownOutcome(error)).toBe(unknown);
  });
});

describe('outcomeWhileChecking: one re-read during the check, before and after its window', () => {
  it.each([
    // status, within the window, once the window is over
    ['PROCESSING', 'processing', 'processing'],
    ['PAID', 'processing', 'processing'],
    // Still payable may be a payment the server is still waiting on: no failure before the
    // window (longer than the server's bound on a provider call) is over.
    ['UNPAID', 'checking', 'payable'],
    ['PAYMENT_FAILED', 'checking', 'payable'],
    ['CANCELED', 'elsewhere', 'elsewhere'],
    ['EXPIRED', 'elsewhere', 'elsewhere'],
    ['ON_HOLD', 'elsewhere', 'elsewhere'],
  ])('%s → %s, then %s', (status, within, over) => {
    expect(outcomeWhileChecking({ status }, false)).toBe(within);
    expect(outcomeWhileChecking({ status }, true)).toBe(over);
  });
  it('a request gone (404) → elsewhere; a failed re-read → checking, then unknown', () => {
    expect(outcomeWhileChecking(null, false)).toBe('elsewhere');
    expect(outcomeWhileChecking(undefined, false)).toBe('checking');
    expect(outcomeWhileChecking(undefined, true)).toBe('unknown');
  });
});

describe('checkingDelay: the wait before each re-read backs off', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 15_000],
    [9, 15_000],
  ])('after re-read %i: %i ms', (attempt, ms) => {
    expect(checkingDelay(attempt)).toBe(ms);
  });
  it('the window is longer than the server’s longest bound on a provider call (60 s)', () => {
    expect(CHECKING_WINDOW_MS).toBeGreaterThan(60_000);
  });
});

/** A clock that moves only when the check sleeps. */
function fakeClock() {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms: number) => {
      slept.push(ms);
      now += ms;
    },
  };
}

describe('followFailedPayCall', () => {
  it('a confirmed refusal is not re-read and shows no check', async () => {
    const reread = vi.fn();
    const onChecking = vi.fn();
    await expect(followFailedPayCall(http(409), reread, { onChecking })).resolves.toBe('refused');
    expect(reread).not.toHaveBeenCalled();
    expect(onChecking).not.toHaveBeenCalled();
  });

  it.each([
    [network, { status: 'PROCESSING' }, 'processing'],
    [timeout, { status: 'PAID' }, 'processing'],
    [http(503), { status: 'CANCELED' }, 'elsewhere'],
    [network, null, 'elsewhere'],
  ] as const)(
    'a first re-read that decides is followed at once (%#)',
    async (error, request, outcome) => {
      const reread = vi.fn(async () => request);
      const clock = fakeClock();
      await expect(followFailedPayCall(error, reread, clock)).resolves.toBe(outcome);
      expect(reread).toHaveBeenCalledTimes(1);
      expect(clock.slept).toEqual([]);
    },
  );

  it('still UNPAID: the check goes on, backing off, and follows the server to PROCESSING', async () => {
    const statuses = ['UNPAID', 'UNPAID', 'UNPAID', 'PROCESSING'];
    const reread = vi.fn(async () => ({ status: statuses.shift() ?? 'PROCESSING' }));
    const onChecking = vi.fn();
    const clock = fakeClock();
    await expect(followFailedPayCall(http(504), reread, { ...clock, onChecking })).resolves.toBe(
      'processing',
    );
    expect(onChecking).toHaveBeenCalledTimes(1);
    expect(clock.slept).toEqual([1000, 2000, 4000]);
  });

  it('still UNPAID after the whole window: payable (the payment did not go through)', async () => {
    const reread = vi.fn(async () => ({ status: 'UNPAID' }));
    const clock = fakeClock();
    await expect(followFailedPayCall(timeout, reread, clock)).resolves.toBe('payable');
    expect(clock.now()).toBeGreaterThanOrEqual(CHECKING_WINDOW_MS);
    expect(clock.now()).toBeLessThan(CHECKING_WINDOW_MS + 15_000);
  });

  it('re-reads failing the whole window → unknown, never a failure', async () => {
    const clock = fakeClock();
    await expect(
      followFailedPayCall(network, async () => Promise.reject(http(500)), clock),
    ).resolves.toBe('unknown');
    expect(clock.now()).toBeGreaterThanOrEqual(CHECKING_WINDOW_MS);
  });

  it('an abort of the call, of a re-read or of the check rejects', async () => {
    await expect(followFailedPayCall(abort, async () => null)).rejects.toBe(abort);
    await expect(followFailedPayCall(network, async () => Promise.reject(abort))).rejects.toBe(
      abort,
    );
    const controller = new AbortController();
    const clock = fakeClock();
    const reread = vi.fn(async () => {
      controller.abort();
      return { status: 'UNPAID' };
    });
    await expect(
      followFailedPayCall(network, reread, { ...clock, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(reread).toHaveBeenCalledTimes(1);
  });
});
