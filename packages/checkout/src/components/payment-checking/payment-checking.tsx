import { Banner, Spinner } from '@paypage/ui';
import * as React from 'react';
import { CHECKING_PAYMENT } from '../../payment-request/unknown-outcome';

/**
 * "We're checking your payment…" (docs/payer-page.md#states): a pay call's outcome is not known
 * yet and the page is re-reading the request. No action: no other method and no second payment is
 * offered while the payment may be in flight. It takes focus when it appears (a polite status).
 */
export function PaymentChecking({ className }: { className?: string }) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Banner
      ref={ref}
      tabIndex={-1}
      tone="info"
      data-slot="payment-checking"
      aria-busy="true"
      title={CHECKING_PAYMENT.title}
      className={
        className ??
        'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus'
      }
    >
      <span className="flex items-start gap-2">
        <Spinner size="sm" className="mt-0.5 text-info" />
        <span>{CHECKING_PAYMENT.text}</span>
      </span>
    </Banner>
  );
}
