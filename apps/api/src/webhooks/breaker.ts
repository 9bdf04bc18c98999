/**
 * A circuit breaker per webhook endpoint (docs/api-contract.md "Webhooks"): after `threshold`
 * attempts in a row that failed without an answer (the sender's choice) the endpoint is open (its deliveries wait, none is attempted) for a
 * cooldown; then one attempt is let through (half-open): its success closes the breaker, its
 * failure opens it again for twice as long, up to `maxCooldownMs`. The deliveries keep their
 * place in the outbox meanwhile: an open breaker delays them, it never fails them.
 */
export type BreakerSettings = { threshold: number; cooldownMs: number; maxCooldownMs: number };

export const defaultBreakerSettings = {
  threshold: 5,
  cooldownMs: 30_000,
  maxCooldownMs: 600_000,
} as const satisfies BreakerSettings;

export type BreakerState =
  | { state: 'closed'; failures: number }
  | { state: 'open'; until: number; cooldownMs: number }
  | { state: 'half-open'; cooldownMs: number };

export type BreakerEvent =
  | { type: 'succeeded' }
  | { type: 'failed'; now: number }
  /** Time passes: an open breaker whose cooldown is over lets one attempt through. */
  | { type: 'tick'; now: number };

export const closedBreaker: BreakerState = { state: 'closed', failures: 0 };

export function breakerStep(
  current: BreakerState,
  event: BreakerEvent,
  settings: BreakerSettings = defaultBreakerSettings,
): BreakerState {
  switch (event.type) {
    case 'succeeded':
      return closedBreaker;
    case 'failed': {
      if (current.state === 'closed') {
        const failures = current.failures + 1;
        if (failures < settings.threshold) return { state: 'closed', failures };
        return {
          state: 'open',
          until: event.now + settings.cooldownMs,
          cooldownMs: settings.cooldownMs,
        };
      }
      if (current.state === 'half-open') {
        const cooldownMs = Math.min(current.cooldownMs * 2, settings.maxCooldownMs);
        return { state: 'open', until: event.now + cooldownMs, cooldownMs };
      }
      // An attempt sent before the breaker opened fails late: the breaker stays as it is.
      return current;
    }
    case 'tick':
      return current.state === 'open' && event.now >= current.until
        ? { state: 'half-open', cooldownMs: current.cooldownMs }
        : current;
  }
}

/** How many attempts the endpoint may have in flight in this state (of `perEndpoint`). */
export function breakerSlots(current: BreakerState, perEndpoint: number): number {
  if (current.state === 'open') return 0;
  if (current.state === 'half-open') return 1;
  return perEndpoint;
}
