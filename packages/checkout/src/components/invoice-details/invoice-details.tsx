import type * as React from 'react';
import { Button, DownloadIcon, FieldError, LineItemPanel } from '@paypage/ui';
import { formatMoney, MISSING_AMOUNT } from '../../format/money';
import type { MerchantInvoice } from '../../models/payment-request';
import { invoiceTotals, type InvoiceTotalRow } from '../../payment-request/invoice';
import { useInvoiceDownload } from '../../state/use-invoice-download';

/** Spec §2: the invoice panel's action. */
export const DOWNLOAD_PDF_LABEL = 'Download PDF';

export type InvoiceDetailsProps = Omit<
  React.ComponentProps<typeof LineItemPanel>,
  'items' | 'subtotal' | 'discount' | 'tax' | 'total' | 'discountName' | 'action' | 'formatAmount'
> & {
  invoice: MerchantInvoice;
};

/** A total as the panel takes it: the data layer's formatted amount, or `null` for its dash. */
const amount = (row: InvoiceTotalRow | undefined) =>
  row == null || row.value === MISSING_AMOUNT ? null : row.value;

/**
 * The invoice details panel (spec §2): the kit's LineItemPanel with the request's invoice — its
 * totals as the data layer words them (a discount as a deduction, named) — and 'Download PDF',
 * which opens the PDF in a new tab, shows a spinner meanwhile and 'Failed to download invoice
 * PDF' under the panel when it fails.
 */
export function InvoiceDetails({ invoice, ...props }: InvoiceDetailsProps) {
  const { download, downloading, error } = useInvoiceDownload();
  const totals = Object.fromEntries(invoiceTotals(invoice).map((row) => [row.key, row]));

  return (
    <div data-slot="invoice-details" className="flex flex-col gap-2">
      <LineItemPanel
        items={invoice.lineItems.map((item) => ({
          description: item.description,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          total: item.total,
        }))}
        formatAmount={formatMoney}
        subtotal={amount(totals.subtotal)}
        discount={amount(totals.discount)}
        discountName={totals.discount?.label}
        tax={amount(totals.tax)}
        total={amount(totals.total)}
        action={
          <Button
            variant="secondary"
            size="sm"
            loading={downloading}
            onClick={() => void download()}
          >
            <DownloadIcon />
            {DOWNLOAD_PDF_LABEL}
          </Button>
        }
        {...props}
      />
      {error ? (
        <FieldError role="alert" className="px-1">
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
