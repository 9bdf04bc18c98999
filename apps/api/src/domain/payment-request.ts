/**
 * The API's own rules about payment requests: which methods a request allows, when it may be
 * paid, and how an invoice is completed. The shapes are the contract's (`@paypage/contract`).
 */
import {
  MAX_AMOUNT_MINOR,
  PAYABLE_STATUSES,
  type MerchantInvoice,
  type MerchantInvoiceInput,
} from '@paypage/contract';

export const allowsCard = (flags: readonly string[]) =>
  flags.includes('Card') || flags.includes('PayByCard');
export const allowsBank = (flags: readonly string[]) => flags.includes('PayByBank');

/** Whether a payment may be accepted in this status (UNPAID, or again after PAYMENT_FAILED). */
export const isPayable = (status: string) =>
  (PAYABLE_STATUSES as readonly string[]).includes(status);

/** A line total: quantity (two decimals at most) × unit price, rounded half up, in integers. */
export function lineTotal(quantity: number, unitPrice: number): number {
  const hundredths = Math.round(quantity * 100) * unitPrice;
  const whole = Math.floor(hundredths / 100);
  return hundredths - whole * 100 >= 50 ? whole + 1 : whole;
}

/**
 * Completes an invoice as a business's invoicing tool would: line totals from quantity × unit
 * price, the subtotal from the lines, the total from subtotal − discount + tax. Given values win.
 */
export function completeInvoice(
  input: MerchantInvoiceInput,
  newInvoiceId: () => string,
): MerchantInvoice {
  const lineItems = (input.lineItems ?? []).map((item) => ({
    description: item.description,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    total: item.total ?? lineTotal(item.quantity, item.unitPrice),
  }));
  const lineItemTotal =
    input.lineItemTotal !== undefined
      ? input.lineItemTotal
      : lineItems.length > 0
        ? lineItems.reduce((sum, item) => sum + item.total, 0)
        : null;
  const discountTotal = input.discountTotal ?? null;
  const taxTotal = input.taxTotal ?? null;
  const grandTotal =
    input.grandTotal !== undefined
      ? input.grandTotal
      : lineItemTotal === null
        ? null
        : Math.max(0, lineItemTotal - (discountTotal ?? 0) + (taxTotal ?? 0));
  return {
    id: input.id ?? newInvoiceId(),
    customerInvoiceId: input.customerInvoiceId ?? null,
    lineItemTotal,
    discountTotal,
    discountName: input.discountName ?? null,
    taxTotal,
    grandTotal,
    amountDueNote: input.amountDueNote ?? null,
    lineItems,
  };
}

/**
 * Why a merchant request's amount cannot stand against its invoice, or null: an amount other
 * than the invoice's total needs `merchantInvoice.amountDueNote`, the payer's explanation (both
 * figures named, in minor units and as money).
 */
export function amountAgainstInvoice(
  invoice: MerchantInvoice | null,
  amountInCents: number,
): string | null {
  const total = invoice?.grandTotal ?? invoice?.lineItemTotal ?? null;
  if (total === null || total === amountInCents || invoice?.amountDueNote) return null;
  return (
    `amountInCents: ${amountInCents} (${usd(amountInCents)}) differs from the invoice's total ` +
    `${total} (${usd(total)}); make them equal, or say why in merchantInvoice.amountDueNote ` +
    `(shown to the payer, e.g. "Deposit of ${usd(amountInCents)} on a ${usd(total)} invoice")`
  );
}

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/**
 * The first amount of a completed request over MAX_AMOUNT_MINOR, as the field it belongs to
 * (`merchantInvoice.lineItems.3.total`), or null. Given amounts are checked by the contract's
 * schema; this catches the derived ones (a line of 1,000,000 × the maximum, a sum of lines).
 */
export function amountOverBound(
  invoice: MerchantInvoice | null,
  amountInCents: number,
): string | null {
  const amounts: [string, number | null][] = [
    ...(invoice?.lineItems ?? []).map((item, index): [string, number] => [
      `merchantInvoice.lineItems.${index}.total`,
      item.total,
    ]),
    ['merchantInvoice.lineItemTotal', invoice?.lineItemTotal ?? null],
    ['merchantInvoice.grandTotal', invoice?.grandTotal ?? null],
    ['amountInCents', amountInCents],
  ];
  return amounts.find(([, value]) => value !== null && value > MAX_AMOUNT_MINOR)?.[0] ?? null;
}
