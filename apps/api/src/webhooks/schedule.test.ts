import { describe, expect, it } from 'vitest';
import { backoffMs, MAX_ATTEMPTS, retryDelayMs } from './schedule.ts';

const S = 1000;
const H = 3600 * S;

describe('the webhook retry schedule', () => {
  it.each([
    [1, 30 * S],
    [2, 60 * S],
    [3, 120 * S],
    [10, 15_360 * S],
    [11, 6 * H],
    [13, 6 * H],
  ])('waits after attempt %i: %i ms (base 30 s, before jitter)', (attempt, ms) => {
    expect(backoffMs(attempt, 30 * S)).toBe(ms);
  });

  it('tries for more than a day, then gives up', () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      total += retryDelayMs(attempt, 30 * S, () => 0)!;
    }
    expect(total).toBeGreaterThanOrEqual(24 * H);
    expect(total).toBe(95_490 * S);
    expect(retryDelayMs(MAX_ATTEMPTS, 30 * S)).toBeNull();
  });

  it('adds up to 20 % jitter, never less than the backoff', () => {
    expect(retryDelayMs(1, 30 * S, () => 0)).toBe(30 * S);
    expect(retryDelayMs(1, 30 * S, () => 0.999_999)).toBe(36 * S);
  });

  it('scales with the base (WEBHOOK_BACKOFF_MS)', () => {
    expect(backoffMs(4, 50)).toBe(400);
    expect(backoffMs(12, 50)).toBe(36_000);
  });
});
