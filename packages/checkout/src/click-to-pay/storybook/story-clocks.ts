/**
 * Clocks for the Click to Pay stories, so a screenshot sees a state that would otherwise pass: the
 * section's timers (the 5 s call timeout, 'Code resent', the countdown) run on them, the sandbox's
 * own latency on the browser's.
 */
import type { ClickToPayClock } from '../use-click-to-pay';

/** No timer ever fires: 'Code resent' stays, no call times out. */
export const stoppedClock: ClickToPayClock = {
  setTimeout: () => 0,
  clearTimeout: () => undefined,
};

/**
 * 'Code resent' ends at once and the countdown then stands still at 60 s (only timers of 2 s
 * fire, on the next task).
 */
export const countdownClock: ClickToPayClock = {
  setTimeout: (callback, ms) => (ms === 2_000 ? globalThis.setTimeout(callback, 0) : 0),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
