import * as React from 'react';
import type { PaymentRequest } from '../models/payment-request';
import {
  needsReceiptPolling,
  RECEIPT_POLL_SCHEDULE,
  type PollSchedule,
} from '../payment-request/receipt';
import { usePaymentData } from './payment-data';
import { pollPaymentRequest, type PollOutcome } from './poll-payment-request';

export type ReceiptPolling = {
  /** The latest request (updated by each re-fetch). */
  paymentRequest: PaymentRequest | null;
  /** Re-fetching until the payment method is known (spec §4). */
  polling: boolean;
  /** What the receipt shows skeleton rows for: the first load, then polling. */
  showSkeleton: boolean;
  /** The window ended before the request settled (the receipt shows what it has). */
  timedOut: boolean;
};

/**
 * Receipt polling (spec §4): while the request is UNPAID or PROCESSING and its payment method
 * unknown, re-fetch every 1000 ms for at most 10000 ms.
 */
export function useReceiptPolling(schedule: PollSchedule = RECEIPT_POLL_SCHEDULE): ReceiptPolling {
  const { paymentRequest, loading, reloadPaymentRequest } = usePaymentData();
  const shouldPoll = !loading && paymentRequest != null && needsReceiptPolling(paymentRequest);
  const [outcome, setOutcome] = React.useState<Exclude<PollOutcome, 'aborted'> | null>(null);
  const reload = React.useEffectEvent((signal: AbortSignal) => reloadPaymentRequest({ signal }));
  const { intervalMs, maxMs } = schedule;

  React.useEffect(() => {
    if (!shouldPoll) return;
    const controller = new AbortController();
    void pollPaymentRequest({
      reload: (signal) => reload(signal),
      signal: controller.signal,
      schedule: { intervalMs, maxMs },
    }).then((result) => {
      if (result !== 'aborted') setOutcome(result);
    });
    return () => controller.abort();
  }, [shouldPoll, intervalMs, maxMs]);

  const polling = shouldPoll && outcome == null;
  return {
    paymentRequest,
    polling,
    showSkeleton: loading || polling,
    timedOut: outcome === 'timed-out' && shouldPoll,
  };
}
