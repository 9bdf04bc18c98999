import { describe, expect, it } from 'vitest';
import {
  invoiceRequest,
  LONG_DESCRIPTION,
  makePaymentRequest,
  paymentRequest,
} from '../mocks/fixtures';
import { paymentFailedBanner } from './banner';
import {
  breadcrumbRoot,
  canceledHeading,
  completeText,
  DEFAULT_REFERRAL_LINK,
  descriptionPreview,
  dueLine,
  expiredHeading,
  formHeading,
  processingText,
  referralHref,
  requestNoun,
} from './copy';
import { hasLineItems, invoiceTotals, lineItemCountLabel } from './invoice';

const NEW_YORK = 'America/New_York';

describe('paymentFailedBanner', () => {
  it('tells the date of the failure, in the payer’s time zone', () => {
    const failed = makePaymentRequest({
      status: 'PAYMENT_FAILED',
      statusUpdateDate: '2026-11-21T03:30:00.000Z',
    });
    expect(paymentFailedBanner(failed, NEW_YORK)).toEqual({
      message: 'Payment failed to process on November 20, 2026. Please try again.',
      tone: 'critical',
    });
  });

  it('is hidden without a statusUpdateDate or with any other status', () => {
    expect(
      paymentFailedBanner({ status: 'PAYMENT_FAILED', statusUpdateDate: null }, NEW_YORK),
    ).toBeNull();
    for (const status of ['UNPAID', 'PROCESSING', 'PAID', 'EXPIRED', 'CANCELED', 'ON_HOLD']) {
      expect(
        paymentFailedBanner({ status, statusUpdateDate: '2026-11-20T16:30:00.000Z' }, NEW_YORK),
      ).toBeNull();
    }
    expect(paymentFailedBanner(null, NEW_YORK)).toBeNull();
  });
});

describe('invoice or payment request', () => {
  it('words an invoice', () => {
    expect(requestNoun(invoiceRequest)).toBe('invoice');
    expect(breadcrumbRoot(invoiceRequest)).toBe('Invoice ID INV-2041');
    expect(formHeading(invoiceRequest)).toBe('Northwind Studio sent you an invoice');
    expect(canceledHeading(invoiceRequest)).toBe('Northwind Studio canceled this invoice');
    expect(expiredHeading(invoiceRequest)).toBe('Invoice from Northwind Studio has expired');
  });

  it('words a payment request', () => {
    expect(requestNoun(paymentRequest)).toBe('payment request');
    expect(breadcrumbRoot(paymentRequest)).toBe('Payment request');
    expect(formHeading(paymentRequest)).toBe('Harbor Dental Care sent you a payment request');
    expect(canceledHeading(paymentRequest)).toBe(
      'Harbor Dental Care canceled this payment request',
    );
    expect(expiredHeading(paymentRequest)).toBe(
      'Payment request from Harbor Dental Care has expired',
    );
  });

  it('calls an invoice without a customer invoice ID just "Invoice"', () => {
    const invoice = makePaymentRequest({
      merchantInvoice: { ...invoiceRequest.merchantInvoice!, customerInvoiceId: null },
    });
    expect(breadcrumbRoot(invoice)).toBe('Invoice');
  });

  it('words processing, complete and the due line', () => {
    expect(processingText(invoiceRequest)).toBe(
      "We're processing your payment to Northwind Studio. It will take 3-4 business days for the funds to be debited.",
    );
    expect(completeText(invoiceRequest)).toBe("We've sent your payment to Northwind Studio.");
    expect(dueLine(invoiceRequest, NEW_YORK)).toBe('Due Nov 25, 2026');
    expect(dueLine({ dueDate: null }, NEW_YORK)).toBeNull();
  });
});

describe('descriptionPreview', () => {
  it('keeps a description of up to 115 characters whole', () => {
    const exact = 'x'.repeat(115);
    expect(descriptionPreview(exact)).toEqual({ preview: exact, truncated: false });
  });

  it('cuts a longer one at 115 characters', () => {
    const { preview, truncated } = descriptionPreview(LONG_DESCRIPTION);
    expect(truncated).toBe(true);
    expect(preview).toBe(LONG_DESCRIPTION.slice(0, 115).trimEnd());
    expect(descriptionPreview('y'.repeat(116)).preview).toHaveLength(115);
  });

  it('never cuts an emoji in half', () => {
    const text = `${'a'.repeat(114)}🧾🧾`;
    expect(descriptionPreview(text).preview).toBe(`${'a'.repeat(114)}🧾`);
  });
});

describe('referralHref', () => {
  it.each([
    ['https://paypage.dev/?ref=northwind', 'https://paypage.dev/?ref=northwind'],
    [null, DEFAULT_REFERRAL_LINK],
    ['', DEFAULT_REFERRAL_LINK],
    ['javascript:alert(1)', DEFAULT_REFERRAL_LINK],
    ['not a url', DEFAULT_REFERRAL_LINK],
  ])('%s → %s', (referralLink, href) => {
    expect(referralHref({ referralLink })).toBe(href);
  });
});

describe('invoice panel', () => {
  it('counts line items', () => {
    expect(lineItemCountLabel(1)).toBe('1 line item');
    expect(lineItemCountLabel(3)).toBe('3 line items');
    expect(lineItemCountLabel(0)).toBe('0 line items');
  });

  it('lists Subtotal, the named discount, Tax and Total', () => {
    expect(invoiceTotals(invoiceRequest.merchantInvoice!)).toEqual([
      { key: 'subtotal', label: 'Subtotal', value: '$1,300.00' },
      { key: 'discount', label: 'Returning client', value: '-$100.00' },
      { key: 'tax', label: 'Tax', value: '$50.00' },
      { key: 'total', label: 'Total', value: '$1,250.00' },
    ]);
  });

  it('shows a dash for missing amounts and "Discount" without a name', () => {
    const rows = invoiceTotals({
      ...invoiceRequest.merchantInvoice!,
      lineItemTotal: null,
      discountTotal: null,
      discountName: '  ',
      taxTotal: 0,
      grandTotal: null,
    });
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ['Subtotal', '—'],
      ['Discount', '—'],
      ['Tax', '$0.00'],
      ['Total', '—'],
    ]);
  });

  it('shows the panel only for an invoice with line items', () => {
    expect(hasLineItems(invoiceRequest)).toBe(true);
    expect(hasLineItems(paymentRequest)).toBe(false);
    expect(
      hasLineItems({ merchantInvoice: { ...invoiceRequest.merchantInvoice!, lineItems: [] } }),
    ).toBe(false);
  });
});
