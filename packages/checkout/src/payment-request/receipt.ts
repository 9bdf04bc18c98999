/** The receipt view and its polling (spec §2 "Receipt view", §4 "Receipt polling"). */
import { formatDateTime } from '../format/dates';
import { formatMoney } from '../format/money';
import type { PaymentRequest } from '../models/payment-request';
import { paidWithText } from '@paypage/contract/receipt';

/** Spec §9: every 1000 ms for at most 10000 ms. */
export const RECEIPT_POLL_INTERVAL_MS = 1000;
export const RECEIPT_POLL_MAX_MS = 10_000;

// How the method reads ('Bank Payment' for payByBank, spec §2) lives with the payment's details.
export { METHOD_PAID_WITH_LABELS, methodPaidWithLabel } from '@paypage/contract/receipt';

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

/**
 * 'We emailed a copy of your receipt to {email}' when the server e-mailed it (`receiptEmailed`),
 * else `null`: the receipt never claims an e-mail that was not sent (docs/decisions.md).
 */
export function receiptEmailNotice(
  request: Pick<PaymentRequest, 'recipient' | 'receiptEmailed'>,
): string | null {
  const email = request.recipient.email;
  return email && request.receiptEmailed ? `We emailed a copy of your receipt to ${email}` : null;
}

export type ReceiptRow = {
  key: 'payee' | 'amountPaid' | 'datePaid' | 'paymentMethod' | 'reference' | 'note';
  label: string;
  value: string;
};

/**
 * Payee, Amount paid, Date paid (if present; the date and time in the payer's time zone), Payment
 * method (if present; with the card or the bank account when known), Reference (the processor's,
 * when known: what the payer quotes to the merchant or their bank), Note (the description; omitted
 * when there is none, chosen).
 */
export function receiptRows(
  request: Pick<
    PaymentRequest,
    'merchant' | 'amountInCents' | 'datePaid' | 'methodPaidWith' | 'paymentDetails' | 'description'
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
      value: formatDateTime(request.datePaid, timeZone),
    });
  }
  if (request.methodPaidWith) {
    rows.push({
      key: 'paymentMethod',
      label: 'Payment method',
      value: paidWithText(request.methodPaidWith, request.paymentDetails),
    });
    const reference = request.paymentDetails?.reference;
    if (reference) rows.push({ key: 'reference', label: 'Reference', value: reference });
  }
  if (request.description) {
    rows.push({ key: 'note', label: 'Note', value: request.description });
  }
  return rows;
}
