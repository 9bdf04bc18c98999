/**
 * When a failed webhook delivery is tried again: exponential backoff from a base (WEBHOOK_BACKOFF_MS,
 * 30 s by default), doubling per attempt up to 720 bases (6 h), plus up to 20 % jitter (added,
 * never taken off, so the schedule never gets shorter). After MAX_ATTEMPTS the delivery fails:
 * with the default base the last attempt comes 26.5 h (plus jitter) after the first, so an
 * endpoint is tried for more than a day. The whole schedule scales with the base.
 */
export const MAX_ATTEMPTS = 14;
/** The longest wait between two attempts, in bases (30 s × 720 = 6 h). */
const CAP_IN_BASES = 720;
export const JITTER = 0.2;

/** The wait after failed attempt `attempt` (1 = the first), before jitter. */
export function backoffMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** (attempt - 1), baseMs * CAP_IN_BASES);
}

/** The wait after failed attempt `attempt`, jittered by `random` (in [0, 1)); null: give up. */
export function retryDelayMs(
  attempt: number,
  baseMs: number,
  random: () => number = Math.random,
): number | null {
  if (attempt >= MAX_ATTEMPTS) return null;
  return Math.round(backoffMs(attempt, baseMs) * (1 + JITTER * random()));
}
