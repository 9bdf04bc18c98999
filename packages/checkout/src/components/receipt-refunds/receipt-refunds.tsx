import type * as React from 'react';
import { Badge, cn } from '@paypage/ui';
import type { PaymentRequest } from '../../models/payment-request';
import { refundBadge, refundLines } from '../../payment-request/refunds';

export type ReceiptRefundsProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  request: Pick<PaymentRequest, 'amountInCents' | 'refunds'>;
  timeZone: string;
};

/**
 * The receipt's refunds (docs/api-contract.md "Refunds"): a badge saying how much went back and
 * one line per refund, "Refunded $X on <date>". Nothing when there is none.
 */
export function ReceiptRefunds({ request, timeZone, className, ...props }: ReceiptRefundsProps) {
  const badge = refundBadge(request.amountInCents, request.refunds);
  if (!badge) return null;
  return (
    <section
      data-slot="receipt-refunds"
      data-state={badge.label === 'Refunded' ? 'refunded' : 'partially-refunded'}
      aria-label="Refunds"
      className={cn(
        'flex flex-col items-start gap-2 rounded-md border border-border px-4 py-3 text-sm',
        className,
      )}
      {...props}
    >
      <Badge tone={badge.tone} size="md">
        {badge.label}
      </Badge>
      <ul className="flex flex-col gap-1">
        {refundLines(request.refunds, timeZone).map((line, index) => (
          <li key={index} className="tabular-nums">
            {line}
          </li>
        ))}
      </ul>
    </section>
  );
}
