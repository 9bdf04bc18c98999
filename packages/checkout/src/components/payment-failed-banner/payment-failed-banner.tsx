import { Banner, type BannerProps } from '@paypage/ui';
import type { PaymentRequest } from '../../models/payment-request';
import { paymentFailedBanner } from '../../payment-request/banner';
import { useToday } from '../../state/today';

export type PaymentFailedBannerProps = Omit<BannerProps, 'children' | 'tone' | 'open'> & {
  request: Pick<PaymentRequest, 'status' | 'statusUpdateDate'> | null;
};

/**
 * The PAYMENT_FAILED banner (spec §2): 'Payment failed to process on {long date}. Please try
 * again.' in the payer's time zone, in the rule's tone (critical), above the payment form.
 * Shown while the status is PAYMENT_FAILED with a date, hidden otherwise. Not dismissible
 * (chosen: it explains why the payer is asked to pay again, and stays while that is true).
 */
export function PaymentFailedBanner({ request, ...props }: PaymentFailedBannerProps) {
  const { timeZone } = useToday();
  const banner = paymentFailedBanner(request, timeZone);
  if (!banner) return null;
  return (
    <Banner data-slot="payment-failed-banner" tone={banner.tone} {...props}>
      {banner.message}
    </Banner>
  );
}
