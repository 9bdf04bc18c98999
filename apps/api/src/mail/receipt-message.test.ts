import type { PaymentRequest } from '@paypage/contract';
import { invoiceRequest } from '@paypage/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { mailRetryDelayMs } from './receipt-mailer.ts';
import { receiptMessage } from './receipt-message.ts';

const makePaymentRequest = (overrides: Partial<PaymentRequest>): PaymentRequest => ({
  ...invoiceRequest,
  ...overrides,
});

describe('receiptMessage', () => {
  const paid = {
    status: 'PAID',
    datePaid: '2026-11-21T15:12:00.000Z',
    methodPaidWith: 'card',
    paymentDetails: {
      brand: 'visa',
      lastFour: '1111',
      bankName: null,
      accountMask: null,
      reference: 'PSP8N2Q4K7XW3RZ5',
    },
  } as const;

  it('states the receipt facts as plain text, with the PDF link', () => {
    const message = receiptMessage(makePaymentRequest(paid), {
      receiptPdfUrl: 'https://pay.example.com/api/v1/files/receipts/t.pdf',
    });
    expect(message.subject).toBe('Your receipt from Northwind Studio');
    expect(message.text.split('\n')).toEqual([
      'Receipt of payment',
      '',
      'You paid $1,250.00 to Northwind Studio.',
      '',
      'Payee: Northwind Studio',
      'Amount paid: $1,250.00',
      'Date paid: November 21, 2026 at 3:12 PM UTC',
      'Payment method: Visa ending in 1111',
      'Reference: PSP8N2Q4K7XW3RZ5',
      'Note: Website redesign, phase 2: audit, workshops and responsive page templates.',
      '',
      'Your receipt as a PDF: https://pay.example.com/api/v1/files/receipts/t.pdf',
      '',
    ]);
  });

  it("keeps the merchant's text on one line, without bidi controls", () => {
    const message = receiptMessage(
      makePaymentRequest({
        ...paid,
        merchant: { name: 'Evil\r\nBcc: x@y.z\u202e', brandColor: null },
      }),
      { receiptPdfUrl: null },
    );
    expect(message.subject).toBe('Your receipt from Evil Bcc: x@y.z');
    expect(message.text).not.toContain('PDF');
  });
});

describe('mailRetryDelayMs', () => {
  it('doubles from the backoff, and gives up after the last attempt', () => {
    const config = { backoffMs: 1000, maxAttempts: 3 };
    expect([1, 2, 3].map((attempt) => mailRetryDelayMs(attempt, config))).toEqual([
      1000,
      2000,
      null,
    ]);
  });
});
