/**
 * What the receipt says of a paid request's refunds (docs/api-contract.md "Refunds"): one line
 * per refund that succeeded, "Refunded $X on <date>", and a badge for how much went back. The
 * request itself stays PAID.
 */
import type { Refunded } from '@paypage/contract';
import { formatLongDate } from '../format/dates';
import { formatMoney } from '../format/money';

export type RefundBadge = { label: 'Refunded' | 'Partially refunded'; tone: 'neutral' | 'info' };

/** 'Refunded $25.00 on November 23, 2026', oldest first. */
export function refundLines(refunds: readonly Refunded[] | undefined, timeZone: string): string[] {
  return (refunds ?? []).map(
    (refund) =>
      `Refunded ${formatMoney(refund.amountInCents)} on ${formatLongDate(refund.refundedAt, timeZone)}`,
  );
}

/** 'Refunded' once the refunds add up to the amount paid, 'Partially refunded' before; none: null. */
export function refundBadge(
  amountInCents: number,
  refunds: readonly Refunded[] | undefined,
): RefundBadge | null {
  const refunded = (refunds ?? []).reduce((sum, refund) => sum + refund.amountInCents, 0);
  if (refunded === 0) return null;
  return refunded >= amountInCents
    ? { label: 'Refunded', tone: 'neutral' }
    : { label: 'Partially refunded', tone: 'info' };
}
