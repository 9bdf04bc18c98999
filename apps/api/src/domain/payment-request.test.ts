import { describe, expect, it } from 'vitest';
import { completeInvoice, lineTotal } from './payment-request.ts';

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
