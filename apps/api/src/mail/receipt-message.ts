/**
 * The receipt e-mail's words (docs/operations.md "Receipt e-mail"): the receipt's facts — payee,
 * amount, date paid, what paid it, the reference — as plain text, the same words as the page's
 * receipt and its PDF (@paypage/contract/receipt). Plain text only: what the merchant wrote
 * (its name, the description) can never become markup or a link in the payer's mail client.
 */
import type { PaymentRequest } from '@paypage/contract';
import { paidWithText } from '@paypage/contract/receipt';
import { stripBidiControls } from '@paypage/contract';
import { formatCents, formatDateTime } from '../domain/format.ts';

export type ReceiptMessage = { subject: string; text: string };

/** Line breaks and bidi controls out of a one-line value (a header must stay one line). */
const oneLine = (value: string) =>
  stripBidiControls(value)
    .replace(/[\r\n]+/g, ' ')
    .trim();

export function receiptMessage(
  request: PaymentRequest,
  links: { receiptPdfUrl: string | null },
): ReceiptMessage {
  const merchant = oneLine(request.merchant.name);
  const amount = formatCents(request.amountInCents);
  const lines = [`Receipt of payment`, '', `You paid ${amount} to ${merchant}.`, ''];
  lines.push(`Payee: ${merchant}`, `Amount paid: ${amount}`);
  if (request.datePaid) lines.push(`Date paid: ${formatDateTime(request.datePaid, 'UTC')}`);
  if (request.methodPaidWith) {
    lines.push(`Payment method: ${paidWithText(request.methodPaidWith, request.paymentDetails)}`);
  }
  const reference = request.paymentDetails?.reference;
  if (reference) lines.push(`Reference: ${oneLine(reference)}`);
  if (request.description) lines.push(`Note: ${oneLine(request.description)}`);
  if (links.receiptPdfUrl) lines.push('', `Your receipt as a PDF: ${links.receiptPdfUrl}`);
  return { subject: `Your receipt from ${merchant}`, text: `${lines.join('\n')}\n` };
}
