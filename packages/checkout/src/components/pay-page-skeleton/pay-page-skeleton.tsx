import { PanelBody, Skeleton } from '@paypage/ui';
import { MethodSelectionSkeleton } from '../method-selection/method-selection-skeleton';
import { PayPageLayout } from '../pay-page-layout';

/** A line of text as a placeholder: as tall as a line of its text size. */
function Line({ className, width }: { className?: string; width: string }) {
  return <Skeleton shape="text" className={className} width={width} />;
}

/**
 * The main screen while the request loads: the payment form's layout (most requests opened are
 * unpaid), its summary and method selection drawn line for line at their final sizes (the same
 * paddings, gaps, text sizes and control heights as `PaymentSummary` and `MethodSelection`), so
 * nothing moves when the request arrives. Hidden from assistive technology; 'Loading…' is said
 * once.
 */
export function PayPageSkeleton() {
  return (
    <PayPageLayout
      data-loading=""
      aria-busy="true"
      merchantName={null}
      summary={
        <div data-slot="payment-summary-skeleton" className="flex flex-col gap-5 p-5 sm:p-6">
          <span className="sr-only">Loading…</span>
          {/* Breadcrumb */}
          <Line className="text-sm" width="8rem" />
          {/* Heading, requester name and e-mail */}
          <div className="flex flex-col gap-1.5">
            {/* Two lines where a typical heading wraps: phones and the narrow two-column page. */}
            <div className="flex flex-col">
              <Line className="text-xl sm:text-2xl" width="85%" />
              <Line className="text-xl sm:hidden md:block md:text-2xl lg:hidden" width="30%" />
            </div>
            <div className="flex flex-col">
              <Line className="text-sm" width="7rem" />
              <Line className="text-sm" width="11rem" />
            </div>
          </div>
          {/* Amount and due date */}
          <div className="flex flex-col gap-2">
            <div className="flex flex-col">
              <Line className="text-sm" width="5.5rem" />
              <Line className="text-4xl" width="11rem" />
            </div>
            <Line className="text-sm" width="10rem" />
          </div>
          {/* Description */}
          <div className="flex flex-col text-sm leading-6">
            <Line width="100%" />
            <Line width="55%" />
          </div>
          {/* 'Transaction is 100% secure.' */}
          <Line className="text-sm" width="12rem" />
        </div>
      }
    >
      {/* The usual options: card and bank, then 'More options'. */}
      <PanelBody>
        <MethodSelectionSkeleton />
      </PanelBody>
    </PayPageLayout>
  );
}
