/**
 * Receipt polling without React (spec §4): re-fetches the request on the schedule of
 * `nextPollDelay` until the receipt is settled, the window ends or the caller aborts. A failed
 * re-fetch does not end polling (chosen: a network blip should not leave the receipt without
 * its payment method); the next one is tried on schedule.
 */
import type { PaymentRequest } from '../models/payment-request';
import {
  needsReceiptPolling,
  nextPollDelay,
  RECEIPT_POLL_SCHEDULE,
  type PollSchedule,
} from '../payment-request/receipt';

export type PollOutcome = 'settled' | 'timed-out' | 'aborted';

export type PollOptions = {
  reload: (signal: AbortSignal) => Promise<PaymentRequest | null>;
  signal: AbortSignal;
  schedule?: PollSchedule;
  now?: () => number;
};

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

export async function pollPaymentRequest({
  reload,
  signal,
  schedule = RECEIPT_POLL_SCHEDULE,
  now = Date.now,
}: PollOptions): Promise<PollOutcome> {
  const start = now();
  for (;;) {
    const delay = nextPollDelay(now() - start, schedule);
    if (delay == null) return 'timed-out';
    await wait(delay, signal);
    if (signal.aborted) return 'aborted';
    try {
      const request = await reload(signal);
      if (request == null || !needsReceiptPolling(request)) return 'settled';
    } catch {
      if (signal.aborted) return 'aborted';
    }
  }
}
