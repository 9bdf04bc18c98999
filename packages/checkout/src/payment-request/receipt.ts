/** The receipt view and its polling (spec §2 "Receipt view", §4 "Receipt polling"). */
import { formatLongDate } from '../format/dates';
import { formatMoney } from '../format/money';
import type {
  KnownMethodPaidWith,
  MethodPaidWith,
  PaymentRequest,
} from '../models/payment-request';

/** Spec §9: every 1000 ms for at most 10000 ms. */
export const RECEIPT_POLL_INTERVAL_MS = 1000;
export const RECEIPT_POLL_MAX_MS = 10_000;

/**
 * How `methodPaidWith` reads on the receipt: payByBank → 'Bank Payment' (spec), the others as
 * the contract chose. An unknown value is shown as sent.
 */
export const METHOD_PAID_WITH_LABELS = {
  card: 'Card',
  payByBank: 'Bank Payment',
  ach: 'ACH transfer',
  wire: 'Wire transfer',
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
} as const satisfies Record<KnownMethodPaidWith, string>;

export function methodPaidWithLabel(value: MethodPaidWith): string {
  return Object.hasOwn(METHOD_PAID_WITH_LABELS, value)
    ? METHOD_PAID_WITH_LABELS[value as KnownMethodPaidWith]
    : value;
}

type Polled = Pick<PaymentRequest, 'status' | 'methodPaidWith'>;

/** The receipt has what it needs: the method is known, or the request is PAID. */
export function isReceiptSettled(request: Polled): boolean {
  return request.methodPaidWith != null || request.status === 'PAID';
}

/** Polling runs while the request is UNPAID or PROCESSING and not yet settled. */
export function needsReceiptPolling(request: Polled): boolean {
  return (
    !isReceiptSettled(request) && (request.status === 'UNPAID' || request.status === 'PROCESSING')
  );
}

export type PollSchedule = { intervalMs: number; maxMs: number };
export const RECEIPT_POLL_SCHEDULE: PollSchedule = /* @__PURE__ */ Object.freeze({
  intervalMs: RECEIPT_POLL_INTERVAL_MS,
  maxMs: RECEIPT_POLL_MAX_MS,
});

/**
 * The wait before the next re-fetch, `elapsedMs` after polling started (and after the previous
 * answer arrived), or `null` when the next re-fetch would start after the window: re-fetches
 * start at most `maxMs` after the start, so with instant answers there are 10, at 1 s … 10 s.
 * Waiting after each answer (rather than a fixed interval) keeps slow answers from overlapping.
 */
export function nextPollDelay(
  elapsedMs: number,
  schedule: PollSchedule = RECEIPT_POLL_SCHEDULE,
): number | null {
  return elapsedMs + schedule.intervalMs <= schedule.maxMs ? schedule.intervalMs : null;
}

// The receipt's title lives with the page's other words (the receipt's placeholder, in the first
// load, needs only that).
export { RECEIPT_TITLE } from './copy';

/** 'We emailed a copy of your receipt to {email}', or `null` without a recipient e-mail. */
export function receiptEmailNotice(request: Pick<PaymentRequest, 'recipient'>): string | null {
  const email = request.recipient.email;
  return email ? `We emailed a copy of your receipt to ${email}` : null;
}

export type ReceiptRow = {
  key: 'payee' | 'amountPaid' | 'datePaid' | 'paymentMethod' | 'note';
  label: string;
  value: string;
};

/**
 * Payee, Amount paid, Date paid (if present), Payment method (if present), Note (the
 * description; omitted when there is none, chosen).
 */
export function receiptRows(
  request: Pick<
    PaymentRequest,
    'merchant' | 'amountInCents' | 'datePaid' | 'methodPaidWith' | 'description'
  >,
  timeZone: string,
): ReceiptRow[] {
  const rows: ReceiptRow[] = [
    { key: 'payee', label: 'Payee', value: request.merchant.name },
    { key: 'amountPaid', label: 'Amount paid', value: formatMoney(request.amountInCents) },
  ];
  if (request.datePaid) {
    rows.push({
      key: 'datePaid',
      label: 'Date paid',
      value: formatLongDate(request.datePaid, timeZone),
    });
  }
  if (request.methodPaidWith) {
    rows.push({
      key: 'paymentMethod',
      label: 'Payment method',
      value: methodPaidWithLabel(request.methodPaidWith),
    });
  }
  if (request.description) {
    rows.push({ key: 'note', label: 'Note', value: request.description });
  }
  return rows;
}
