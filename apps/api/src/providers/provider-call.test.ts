import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../test/support/manual-clock.ts';
import { AFTER_BOUND, PROVIDER_PAYMENT_STATES, withinBound } from './provider-call.ts';

describe('AFTER_BOUND: a payment call past its bound, by what the provider then says', () => {
  it.each([
    ['succeeded', 'accept'],
    ['failed', 'refuse'],
    ['pending', 'outcome-unknown'],
    ['none', 'outcome-unknown'],
    ['unknown', 'outcome-unknown'],
  ] as const)('%s → %s', (state, action) => {
    expect(AFTER_BOUND[state]).toBe(action);
  });
  it('only the provider’s refusal fails a payment', () => {
    const refusing = PROVIDER_PAYMENT_STATES.filter((state) => AFTER_BOUND[state] === 'refuse');
    expect(refusing).toEqual(['failed']);
  });
});

describe('withinBound', () => {
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };

  it('an answer within the bound is the call’s, and the timer is cleared', async () => {
    const clock = new ManualClock();
    const call = deferred<string>();
    const bounded = withinBound(call.promise, 1000, clock);
    clock.advance(999);
    call.resolve('ok');
    await expect(bounded).resolves.toEqual({ answered: true, value: 'ok' });
    expect(clock.pending).toBe(0);
  });

  it('a failure within the bound is the call’s own', async () => {
    const clock = new ManualClock();
    const call = deferred<string>();
    const bounded = withinBound(call.promise, 1000, clock);
    call.reject(new Error('refused'));
    await expect(bounded).rejects.toThrow('refused');
  });

  it('past the bound: no answer, and the late answer still arrives', async () => {
    const clock = new ManualClock();
    const call = deferred<string>();
    const bounded = withinBound(call.promise, 1000, clock);
    clock.advance(1000);
    const result = await bounded;
    expect(result.answered).toBe(false);
    call.resolve('late');
    if (!result.answered) await expect(result.late).resolves.toBe('late');
  });

  it('a late failure past the bound goes unhandled nowhere', async () => {
    const clock = new ManualClock();
    const call = deferred<string>();
    const bounded = withinBound(call.promise, 10, clock);
    clock.advance(10);
    expect((await bounded).answered).toBe(false);
    call.reject(new Error('late failure'));
    await new Promise((resolve) => setImmediate(resolve));
  });
});
