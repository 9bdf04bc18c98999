/** The PAYMENT_FAILED banner (spec §2). */
import { formatLongDate } from '../format/dates';
import type { PaymentRequest } from '../models/payment-request';

export type BannerTone = 'info' | 'success' | 'warning' | 'critical';
/** A banner has a message and a type (default critical). */
export type Banner = { message: string; tone: BannerTone };

/**
 * 'Payment failed to process on {long date}. Please try again.' when the status is
 * PAYMENT_FAILED and a statusUpdateDate exists (the date as it falls in the payer's time zone);
 * `null` otherwise.
 */
export function paymentFailedBanner(
  request: Pick<PaymentRequest, 'status' | 'statusUpdateDate'> | null,
  timeZone: string,
): Banner | null {
  if (request?.status !== 'PAYMENT_FAILED' || request.statusUpdateDate == null) return null;
  const date = formatLongDate(request.statusUpdateDate, timeZone);
  return { message: `Payment failed to process on ${date}. Please try again.`, tone: 'critical' };
}
