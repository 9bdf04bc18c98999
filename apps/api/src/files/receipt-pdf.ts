import { stripBidiControls, type PaymentRequest } from '@paypage/contract';
import { paidWithText } from '@paypage/contract/receipt';
import { formatCents, formatDateTime } from '../domain/format.ts';
import {
  colors,
  createDocument,
  drawRule,
  drawText,
  margin,
  numberPages,
  pageSize,
  wrap,
} from './pdf.ts';

const right = pageSize[0] - margin;
const valueColumn = 200;

/**
 * The receipt's rows, as the payer's page shows them (docs/payer-page.md "Receipt"): payee,
 * amount paid, date paid (with its time, in `timeZone`), the invoice's number, payment method
 * (the card or bank account when known), the processor's reference, the note. Text from the
 * merchant or the processor is drawn as text, its bidi controls removed (a PDF's text runs are
 * drawn left to right; a control would only show as '?').
 */
export function receiptPdfRows(request: PaymentRequest, timeZone: string): [string, string][] {
  const rows: [string, string][] = [
    ['Payee', request.merchant.name],
    ['Amount paid', formatCents(request.amountInCents)],
  ];
  if (request.datePaid) rows.push(['Date paid', formatDateTime(request.datePaid, timeZone)]);
  const number = request.merchantInvoice?.customerInvoiceId;
  if (number) rows.push(['Invoice', number]);
  if (request.methodPaidWith) {
    rows.push(['Payment method', paidWithText(request.methodPaidWith, request.paymentDetails)]);
    const reference = request.paymentDetails?.reference;
    if (reference) rows.push(['Reference', reference]);
  }
  if (request.description) rows.push(['Note', request.description]);
  return rows.map(([label, value]) => [label, stripBidiControls(value)]);
}

/** A PAID request's receipt as a one-page PDF: the merchant, 'Receipt of payment', the rows. */
export async function renderReceiptPdf(
  request: PaymentRequest,
  issued: Date,
  timeZone: string,
): Promise<Uint8Array> {
  const merchant = stripBidiControls(request.merchant.name);
  const { doc, fonts } = await createDocument({
    title: `Receipt from ${merchant}`,
    author: merchant,
    created: issued,
  });
  const page = doc.addPage(pageSize);
  let y = pageSize[1] - margin - 16;
  drawText(page, fonts, merchant, margin, y, { size: 18, bold: true });
  drawText(page, fonts, 'RECEIPT', right, y + 4, {
    size: 10,
    bold: true,
    color: colors.muted,
    align: 'right',
  });
  y -= 40;
  drawText(page, fonts, 'Receipt of payment', margin, y, { size: 14, bold: true });
  y -= 12;
  drawRule(page, y);
  y -= 22;
  for (const [label, value] of receiptPdfRows(request, timeZone)) {
    drawText(page, fonts, label, margin, y, { size: 10, color: colors.muted });
    // A long note wraps (at most 12 lines, as on the invoice).
    for (const line of wrap(fonts.regular, value, 10, right - valueColumn).slice(0, 12)) {
      drawText(page, fonts, line, valueColumn, y, { size: 10 });
      y -= 14;
    }
    y -= 6;
  }
  numberPages(doc, fonts, `Receipt - ${merchant}`);
  return doc.save();
}
