import { PanelBody, Skeleton } from '@paypage/ui';
import { PayPageLayout } from '../pay-page-layout';

/** A line of text of the given size and width, as a placeholder. */
function Line({ className, width }: { className?: string; width: string }) {
  return <Skeleton shape="text" className={className} width={width} />;
}

/**
 * /pay/{token} while the request loads: the payment form's layout (most requests opened are
 * unpaid) with placeholders where the summary and the method selection will be, at their final
 * sizes. Hidden from assistive technology; 'Loading…' is said once.
 */
export function PayPageSkeleton() {
  return (
    <PayPageLayout
      data-loading=""
      aria-busy="true"
      merchantName={null}
      summary={
        <PanelBody className="flex flex-col gap-5">
          <span className="sr-only">Loading…</span>
          <Line className="text-sm" width="9rem" />
          <div className="flex flex-col gap-1">
            <Line className="text-2xl" width="85%" />
            <Line className="text-sm" width="12rem" />
          </div>
          <div className="flex flex-col gap-2">
            <Line className="text-4xl" width="10rem" />
            <Line className="text-sm" width="8rem" />
          </div>
          <div className="flex flex-col">
            <Line width="100%" />
            <Line width="70%" />
          </div>
        </PanelBody>
      }
    >
      <PanelBody className="flex flex-col gap-5">
        <Line className="text-lg" width="14rem" />
        <div className="flex flex-col gap-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} shape="block" height="4.5rem" />
          ))}
        </div>
        <Skeleton shape="block" height="3rem" />
      </PanelBody>
    </PayPageLayout>
  );
}
