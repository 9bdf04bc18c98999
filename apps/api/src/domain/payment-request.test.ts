import { describe, expect, it } from 'vitest';
import { amountAgainstInvoice, completeInvoice, lineTotal } from './payment-request.ts';

describe('lineTotal', () => {
  it.each([
    [2, 40_000, 80_000],
    [1.5, 1001, 1502], // 1501.5 rounds half up
    [0.25, 333, 83], // 83.25
    [0.01, 49, 0], // 0.49
    [0.01, 50, 1], // 0.5 rounds up
    [12.5, 9_000, 112_500],
    [1_000_000, 100_000_000, 100_000_000_000_000],
  ])('%s × %s = %s', (quantity, unitPrice, total) => {
    expect(lineTotal(quantity, unitPrice)).toBe(total);
  });
});

describe('completeInvoice', () => {
  const id = () => 'inv_test';

  it('derives line totals, subtotal and total', () => {
    expect(
      completeInvoice(
        {
          lineItems: [
            { description: 'a', quantity: 2, unitPrice: 500 },
            { description: 'b', quantity: 1, unitPrice: 300, total: 250 },
          ],
          discountTotal: 100,
          taxTotal: 50,
        },
        id,
      ),
    ).toEqual({
      id: 'inv_test',
      customerInvoiceId: null,
      lineItemTotal: 1250,
      discountTotal: 100,
      discountName: null,
      taxTotal: 50,
      grandTotal: 1200,
      amountDueNote: null,
      lineItems: [
        { description: 'a', quantity: 2, unitPrice: 500, total: 1000 },
        { description: 'b', quantity: 1, unitPrice: 300, total: 250 },
      ],
    });
  });

  it('keeps given totals, and leaves them null without line items', () => {
    expect(completeInvoice({ id: 'inv_1', lineItemTotal: 10, grandTotal: 7 }, id)).toMatchObject({
      id: 'inv_1',
      lineItemTotal: 10,
      grandTotal: 7,
    });
    expect(completeInvoice({}, id)).toMatchObject({
      lineItemTotal: null,
      grandTotal: null,
      lineItems: [],
    });
  });

  it('never makes a negative total', () => {
    expect(
      completeInvoice(
        { lineItems: [{ description: 'a', quantity: 1, unitPrice: 100 }], discountTotal: 500 },
        id,
      ).grandTotal,
    ).toBe(0);
  });
});

describe('amountAgainstInvoice (the merchant API)', () => {
  const invoice = (totals: { grandTotal?: number; lineItemTotal?: number }, note?: string) =>
    completeInvoice({ ...totals, amountDueNote: note }, () => 'inv_test');

  it.each([
    ['no invoice', null, 100],
    ['the total', invoice({ grandTotal: 50_000 }), 50_000],
    ['the subtotal when there is no total', invoice({ lineItemTotal: 7_000 }), 7_000],
    ['an invoice without totals', invoice({}), 100],
    [
      'another amount, with the payer’s reason',
      invoice({ grandTotal: 50_000 }, 'Deposit of $100.00 on a $500.00 invoice'),
      10_000,
    ],
  ])('takes an amount against %s', (_, given, amount) => {
    expect(amountAgainstInvoice(given, amount)).toBeNull();
  });

  it('refuses another amount without a reason, naming both figures', () => {
    expect(amountAgainstInvoice(invoice({ grandTotal: 50_000 }), 100)).toBe(
      "amountInCents: 100 ($1.00) differs from the invoice's total 50000 ($500.00); make them " +
        'equal, or say why in merchantInvoice.amountDueNote (shown to the payer, e.g. ' +
        '"Deposit of $1.00 on a $500.00 invoice")',
    );
    expect(amountAgainstInvoice(invoice({ lineItemTotal: 7_000 }), 7_001)).toMatch(
      /^amountInCents: 7001 \(\$70\.01\) differs from the invoice's total 7000 \(\$70\.00\)/,
    );
  });
});
