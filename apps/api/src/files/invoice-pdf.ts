import type { PDFDocument, PDFPage } from 'pdf-lib';
import { formatCents, formatLongDate, formatQuantity } from '../domain/format.ts';
import type { PaymentRequest } from '@paypage/contract';
import {
  colors,
  createDocument,
  drawRule,
  drawText,
  type Fonts,
  margin,
  numberPages,
  pageSize,
  wrap,
} from './pdf.ts';

const right = pageSize[0] - margin;
const columns = { description: margin, quantity: 372, unitPrice: 462, amount: right };
const descriptionWidth = 250;
const bottom = 72;

/** Where the drawing is: the document, its fonts, the current page and the baseline on it. */
type LineItems = NonNullable<PaymentRequest['merchantInvoice']>['lineItems'];

type Cursor = { doc: PDFDocument; fonts: Fonts; page: PDFPage; y: number };

/**
 * The invoice of a payment request as a PDF: merchant, requester and recipient, dates, line items
 * (across pages when there are many, with the table header repeated), subtotal, discount, tax,
 * total and the amount due or paid.
 */
export async function renderInvoicePdf(request: PaymentRequest, issued: Date): Promise<Uint8Array> {
  const number = request.merchantInvoice?.customerInvoiceId ?? null;
  const title = number ? `Invoice ${number}` : 'Payment request';
  const { doc, fonts } = await createDocument({
    title: `${title} from ${request.merchant.name}`,
    author: request.merchant.name,
    created: issued,
  });
  const cursor: Cursor = { doc, fonts, page: doc.addPage(pageSize), y: pageSize[1] - margin - 16 };
  drawHeading(cursor, request.merchant.name, number);
  drawPartiesAndDates(cursor, request, issued);
  drawDescription(cursor, request.description);
  drawLineItems(cursor, request.merchantInvoice?.lineItems ?? []);
  drawTotals(cursor, request);
  drawTransferReference(cursor, request);
  numberPages(doc, fonts, `${title} - ${request.merchant.name}`);
  return doc.save();
}

function drawHeading(cursor: Cursor, merchantName: string, number: string | null) {
  const { page, fonts, y } = cursor;
  drawText(page, fonts, merchantName, margin, y, { size: 18, bold: true });
  drawText(page, fonts, number ? 'INVOICE' : 'PAYMENT REQUEST', right, y + 4, {
    size: 10,
    bold: true,
    color: colors.muted,
    align: 'right',
  });
  if (number) drawText(page, fonts, number, right, y - 10, { size: 10, align: 'right' });
  cursor.y -= 40;
}

/** From and To on the left, the dates (issued, due, paid) on the right. */
function drawPartiesAndDates(cursor: Cursor, request: PaymentRequest, issued: Date) {
  const { page, fonts, y } = cursor;
  const present = (values: (string | null)[]) => values.filter((v): v is string => Boolean(v));
  const recipient = present([request.recipient.email, request.recipient.phoneNumber]);
  const parties: [string, string[]][] = [
    ['From', present([request.requester.name, request.requester.email])],
    ['To', recipient.length > 0 ? recipient : ['-']],
  ];
  const dates: [string, string][] = [
    ['Issued', formatLongDate(issued)],
    ['Due', request.dueDate ? formatLongDate(request.dueDate) : '-'],
  ];
  if (request.status === 'PAID' && request.datePaid) {
    dates.push(['Paid', formatLongDate(request.datePaid)]);
  }
  let left = y;
  for (const [label, lines] of parties) {
    drawText(page, fonts, label.toUpperCase(), margin, left, {
      size: 8,
      bold: true,
      color: colors.muted,
    });
    left -= 13;
    for (const line of lines) {
      drawText(page, fonts, line, margin, left);
      left -= 13;
    }
    left -= 8;
  }
  let rightY = y;
  for (const [label, value] of dates) {
    drawText(page, fonts, label, 400, rightY, { size: 9, color: colors.muted });
    drawText(page, fonts, value, right, rightY, { size: 9, align: 'right' });
    rightY -= 14;
  }
  cursor.y = Math.min(left, rightY) - 10;
}

function drawDescription(cursor: Cursor, description: string | null | undefined) {
  if (!description) return;
  for (const line of wrap(cursor.fonts.regular, description, 10, right - margin).slice(0, 12)) {
    drawText(cursor.page, cursor.fonts, line, margin, cursor.y);
    cursor.y -= 14;
  }
  cursor.y -= 10;
}

function drawTableHeader(target: PDFPage, fonts: Fonts, top: number) {
  const style = { size: 8, bold: true, color: colors.muted } as const;
  drawText(target, fonts, 'DESCRIPTION', columns.description, top, style);
  drawText(target, fonts, 'QTY', columns.quantity, top, { ...style, align: 'right' });
  drawText(target, fonts, 'UNIT PRICE', columns.unitPrice, top, { ...style, align: 'right' });
  drawText(target, fonts, 'AMOUNT', columns.amount, top, { ...style, align: 'right' });
  drawRule(target, top - 6);
  return top - 22;
}

/** The line items' table, on a new page (header repeated) when an item would pass the bottom. */
function drawLineItems(cursor: Cursor, lineItems: LineItems) {
  if (lineItems.length === 0) return;
  const { doc, fonts } = cursor;
  cursor.y = drawTableHeader(cursor.page, fonts, cursor.y);
  for (const item of lineItems) {
    const lines = wrap(fonts.regular, item.description, 10, descriptionWidth);
    if (cursor.y - lines.length * 13 < bottom) {
      cursor.page = doc.addPage(pageSize);
      cursor.y = drawTableHeader(cursor.page, fonts, pageSize[1] - margin - 10);
    }
    const { page, y } = cursor;
    drawText(page, fonts, formatQuantity(item.quantity), columns.quantity, y, { align: 'right' });
    drawText(page, fonts, formatCents(item.unitPrice), columns.unitPrice, y, { align: 'right' });
    drawText(page, fonts, formatCents(item.total), columns.amount, y, { align: 'right' });
    for (const line of lines) {
      drawText(page, fonts, line, columns.description, cursor.y);
      cursor.y -= 13;
    }
    drawRule(page, cursor.y + 4);
    cursor.y -= 9;
  }
}

/** Subtotal, discount, tax and total (an invoice), then the amount due or paid. */
function drawTotals(cursor: Cursor, request: PaymentRequest) {
  const invoice = request.merchantInvoice;
  const totals: [string, string, boolean][] = [];
  if (invoice) {
    const dash = (cents: number | null, negative = false) =>
      cents === null ? '-' : formatCents(negative ? -cents : cents);
    totals.push(['Subtotal', dash(invoice.lineItemTotal), false]);
    totals.push([invoice.discountName ?? 'Discount', dash(invoice.discountTotal, true), false]);
    totals.push(['Tax', dash(invoice.taxTotal), false]);
    totals.push(['Total', dash(invoice.grandTotal), true]);
  }
  const paid = request.status === 'PAID';
  totals.push([paid ? 'Amount paid' : 'Amount due', formatCents(request.amountInCents), true]);
  if (cursor.y - totals.length * 18 < bottom) {
    cursor.page = cursor.doc.addPage(pageSize);
    cursor.y = pageSize[1] - margin - 10;
  }
  const { page, fonts } = cursor;
  cursor.y -= 6;
  for (const [label, value, strong] of totals) {
    if (strong) {
      drawRule(page, cursor.y + 12, 330);
      cursor.y -= 4;
    }
    drawText(page, fonts, label, 330, cursor.y, { bold: strong, size: strong ? 11 : 10 });
    drawText(page, fonts, value, right, cursor.y, {
      align: 'right',
      bold: strong,
      size: strong ? 11 : 10,
    });
    cursor.y -= 18;
  }
}

/** The request's flags that offer a transfer (ACH or wire). */
const TRANSFER_FLAGS = ['ACH', 'PayByACH', 'PayByWire'];

/**
 * For a request payable by transfer, the reference the payer writes on it (docs/payer-page.md
 * "ACH and wire"), so a transfer made from the printed invoice is matched too.
 */
function drawTransferReference(cursor: Cursor, request: PaymentRequest) {
  const reference = request.transferReference;
  if (!reference || !request.paymentMethod.some((flag) => TRANSFER_FLAGS.includes(flag))) return;
  if (request.status === 'PAID') return;
  if (cursor.y - 40 < bottom) {
    cursor.page = cursor.doc.addPage(pageSize);
    cursor.y = pageSize[1] - margin - 10;
  }
  const { page, fonts } = cursor;
  cursor.y -= 10;
  drawText(page, fonts, 'TRANSFER REFERENCE', margin, cursor.y, {
    size: 8,
    bold: true,
    color: colors.muted,
  });
  cursor.y -= 14;
  drawText(page, fonts, reference, margin, cursor.y, { size: 11, bold: true });
  cursor.y -= 13;
  drawText(
    page,
    fonts,
    'Paying by ACH or wire? Add this reference to your transfer so it is matched to this invoice.',
    margin,
    cursor.y,
    { size: 9, color: colors.muted },
  );
  cursor.y -= 14;
}
