import { describe, expect, it } from 'vitest';
import {
  type BreakerEvent,
  type BreakerState,
  breakerSlots,
  breakerStep,
  closedBreaker,
} from './breaker.ts';

const settings = { threshold: 3, cooldownMs: 1000, maxCooldownMs: 3000 };
const failed = (now: number): BreakerEvent => ({ type: 'failed', now });
const tick = (now: number): BreakerEvent => ({ type: 'tick', now });
const succeeded: BreakerEvent = { type: 'succeeded' };

describe('an endpoint’s circuit breaker', () => {
  it.each<[string, BreakerState, BreakerEvent, BreakerState]>([
    ['a failure counts', closedBreaker, failed(0), { state: 'closed', failures: 1 }],
    ['a success resets the count', { state: 'closed', failures: 2 }, succeeded, closedBreaker],
    [
      'the threshold’s failure opens it for the cooldown',
      { state: 'closed', failures: 2 },
      failed(50),
      { state: 'open', until: 1050, cooldownMs: 1000 },
    ],
    [
      'open: a late failure changes nothing',
      { state: 'open', until: 1050, cooldownMs: 1000 },
      failed(60),
      { state: 'open', until: 1050, cooldownMs: 1000 },
    ],
    [
      'open: before the cooldown ends it stays open',
      { state: 'open', until: 1050, cooldownMs: 1000 },
      tick(1049),
      { state: 'open', until: 1050, cooldownMs: 1000 },
    ],
    [
      'open: after the cooldown one attempt may go (half-open)',
      { state: 'open', until: 1050, cooldownMs: 1000 },
      tick(1050),
      { state: 'half-open', cooldownMs: 1000 },
    ],
    [
      'half-open: a success closes it',
      { state: 'half-open', cooldownMs: 1000 },
      succeeded,
      closedBreaker,
    ],
    [
      'half-open: a failure opens it for twice as long',
      { state: 'half-open', cooldownMs: 1000 },
      failed(2000),
      { state: 'open', until: 4000, cooldownMs: 2000 },
    ],
    [
      'the cooldown is capped',
      { state: 'half-open', cooldownMs: 2000 },
      failed(5000),
      { state: 'open', until: 8000, cooldownMs: 3000 },
    ],
    [
      'closed: time changes nothing',
      { state: 'closed', failures: 2 },
      tick(99_999),
      { state: 'closed', failures: 2 },
    ],
  ])('%s', (_, from, event, to) => {
    expect(breakerStep(from, event, settings)).toEqual(to);
  });

  it.each<[BreakerState, number]>([
    [closedBreaker, 2],
    [{ state: 'closed', failures: 2 }, 2],
    [{ state: 'open', until: 1, cooldownMs: 1 }, 0],
    [{ state: 'half-open', cooldownMs: 1 }, 1],
  ])('%o lets %i attempts be in flight (of 2)', (state, slots) => {
    expect(breakerSlots(state, 2)).toBe(slots);
  });
});
