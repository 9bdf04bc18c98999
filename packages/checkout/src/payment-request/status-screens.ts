/**
 * The words of the status screens that are not sentences of their own (spec §2 "Processing
 * view", "Complete view", "Receipt view", "Canceled and expired views"): the status badges and
 * the two buttons. The sentences are in `copy.ts` and `receipt.ts`.
 */
import type { PaymentRequest } from '../models/payment-request';

/** The meaning of a status badge (the kit's badge tones). */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'critical';
export type StatusBadge = { label: string; tone: StatusTone };

export type StatusScreenKind = 'processing' | 'complete' | 'canceled' | 'expired';

/**
 * 'Processing', 'Sent', 'Canceled', 'Expired'. Tones (chosen): processing is information (the
 * money is on its way), sent is success, canceled is neutral (the merchant withdrew the request;
 * nothing went wrong for the payer), expired is a warning (the payer may still need to act).
 */
export const STATUS_BADGES = /* @__PURE__ */ Object.freeze({
  processing: { label: 'Processing', tone: 'info' },
  complete: { label: 'Sent', tone: 'success' },
  canceled: { label: 'Canceled', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'warning' },
} as const satisfies Record<StatusScreenKind, StatusBadge>);

/** The complete view's button to the receipt. */
export const VIEW_RECEIPT_LABEL = 'View receipt';
/** The receipt's print button. */
export const PRINT_RECEIPT_LABEL = 'Print receipt';

/**
 * The receipt's status badge (chosen: the spec gives the receipt none; it reuses the status
 * screens' badges so a receipt of a payment still on its way says so): 'Sent' once PAID,
 * 'Processing' before.
 */
export function receiptBadge(request: Pick<PaymentRequest, 'status'>): StatusBadge {
  return request.status === 'PAID' ? STATUS_BADGES.complete : STATUS_BADGES.processing;
}

/** The status screens' facts (chosen labels: the spec names the amount, not its label). */
export const AMOUNT_LABEL = 'Amount';
/** Who to contact about a canceled or expired request (chosen label). */
export const REQUESTED_BY_LABEL = 'Requested by';
