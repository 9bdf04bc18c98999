import { Panel, Skeleton } from '@paypage/ui';

/**
 * The invoice details panel at its collapsed size (measured on the sample invoice: 262 px on
 * phones, 270 px from 768 px) while its code loads: a chunk of its own.
 */
export function InvoiceDetailsSkeleton() {
  return (
    <Panel
      data-slot="invoice-details-skeleton"
      aria-hidden="true"
      className="flex h-[262px] flex-col gap-4 p-5 sm:p-6 md:h-[270px]"
    >
      <Skeleton shape="text" className="text-lg" width="4.5rem" />
      <Skeleton shape="block" className="w-full flex-1" />
    </Panel>
  );
}
