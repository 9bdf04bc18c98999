/** The invoice details panel (spec §2 "Invoice details panel"). */
import { formatMoney, MISSING_AMOUNT } from '../format/money';
import type { MerchantInvoice, PaymentRequest } from '../models/payment-request';

/** '1 line item' / '3 line items'. */
export function lineItemCountLabel(count: number): string {
  return count === 1 ? '1 line item' : `${count} line items`;
}

/** Whether the form shows the invoice panel: an invoice with line items. */
export function hasLineItems(request: Pick<PaymentRequest, 'merchantInvoice'>): boolean {
  return (request.merchantInvoice?.lineItems.length ?? 0) > 0;
}

export type InvoiceTotalRow = {
  key: 'subtotal' | 'discount' | 'tax' | 'total';
  label: string;
  /** The formatted amount, or a dash when missing. A discount is shown as a deduction. */
  value: string;
};

/** Subtotal, Discount (named), Tax and Total; missing amounts show a dash. */
export function invoiceTotals(invoice: MerchantInvoice): InvoiceTotalRow[] {
  const amount = (cents: number | null) => (cents == null ? MISSING_AMOUNT : formatMoney(cents));
  const discount = invoice.discountTotal;
  return [
    { key: 'subtotal', label: 'Subtotal', value: amount(invoice.lineItemTotal) },
    {
      key: 'discount',
      label: invoice.discountName?.trim() || 'Discount',
      value:
        discount == null ? MISSING_AMOUNT : formatMoney(discount === 0 ? 0 : -Math.abs(discount)),
    },
    { key: 'tax', label: 'Tax', value: amount(invoice.taxTotal) },
    { key: 'total', label: 'Total', value: amount(invoice.grandTotal) },
  ];
}
