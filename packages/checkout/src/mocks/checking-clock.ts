import type { CheckingClock } from '../state/checking-clock';

/**
 * A clock for the check of an unknown outcome that stands still: each wait between re-reads is
 * held until `advance()` (which ends the waits pending now, moving the clock by their length) or
 * `release()` (which jumps past the check's window and lets every wait end at once).
 */
export function heldCheckingClock(): CheckingClock & { advance: () => void; release: () => void } {
  let now = 0;
  let released = false;
  const waiting: Array<{ ms: number; resolve: () => void }> = [];
  return {
    now: () => now,
    sleep: (ms) => {
      if (released) {
        now += ms;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => waiting.push({ ms, resolve }));
    },
    advance: () => {
      for (const { ms, resolve } of waiting.splice(0)) {
        now += ms;
        resolve();
      }
    },
    release: () => {
      released = true;
      now += 10 * 60_000;
      for (const { resolve } of waiting.splice(0)) resolve();
    },
  };
}

/** A clock already past the check's window: a still-payable re-read decides at once. */
export function pastTheCheck(): CheckingClock {
  const clock = heldCheckingClock();
  clock.release();
  return clock;
}
