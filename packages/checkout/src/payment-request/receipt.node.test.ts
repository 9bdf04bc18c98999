import { describe, expect, it } from 'vitest';
import { invoiceRequest, makePaymentRequest } from '../mocks/fixtures';
import {
  isReceiptSettled,
  methodPaidWithLabel,
  needsReceiptPolling,
  nextPollDelay,
  receiptEmailNotice,
  receiptRows,
} from './receipt';

describe('methodPaidWithLabel', () => {
  it.each([
    ['payByBank', 'Bank Payment'],
    ['card', 'Card'],
    ['ach', 'ACH transfer'],
    ['wire', 'Wire transfer'],
    ['applePay', 'Apple Pay'],
    ['googlePay', 'Google Pay'],
    ['check', 'check'],
    ['toString', 'toString'],
  ])('%s → %s', (value, label) => {
    expect(methodPaidWithLabel(value)).toBe(label);
  });
});

describe('receipt polling rule', () => {
  it.each([
    ['UNPAID', null, true],
    ['PROCESSING', null, true],
    ['PROCESSING', 'payByBank', false],
    ['UNPAID', 'card', false],
    ['PAID', null, false],
    ['PAID', 'card', false],
    ['EXPIRED', null, false],
    ['PAYMENT_FAILED', null, false],
  ])('%s with methodPaidWith %s → polls: %s', (status, methodPaidWith, polls) => {
    expect(needsReceiptPolling({ status, methodPaidWith })).toBe(polls);
  });

  it('is settled once the method is known or the request is PAID', () => {
    expect(isReceiptSettled({ status: 'PAID', methodPaidWith: null })).toBe(true);
    expect(isReceiptSettled({ status: 'PROCESSING', methodPaidWith: 'card' })).toBe(true);
    expect(isReceiptSettled({ status: 'PROCESSING', methodPaidWith: null })).toBe(false);
  });

  it('schedules re-fetches every 1000 ms, none starting after 10000 ms', () => {
    const starts: number[] = [];
    let elapsed = 0;
    for (let delay = nextPollDelay(elapsed); delay != null; delay = nextPollDelay(elapsed)) {
      elapsed += delay;
      starts.push(elapsed);
    }
    expect(starts).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10_000]);
    expect(nextPollDelay(9001)).toBeNull();
    expect(nextPollDelay(0, { intervalMs: 250, maxMs: 500 })).toBe(250);
  });
});

describe('receiptRows', () => {
  it('lists payee, amount, date, method (Bank Payment for payByBank) and note', () => {
    const paid = makePaymentRequest({
      status: 'PAID',
      methodPaidWith: 'payByBank',
      datePaid: '2026-11-21T03:00:00.000Z',
    });
    expect(receiptRows(paid, 'America/New_York')).toEqual([
      { key: 'payee', label: 'Payee', value: 'Northwind Studio' },
      { key: 'amountPaid', label: 'Amount paid', value: '$1,250.00' },
      { key: 'datePaid', label: 'Date paid', value: 'November 20, 2026 at 10:00 PM EST' },
      { key: 'paymentMethod', label: 'Payment method', value: 'Bank Payment' },
      { key: 'note', label: 'Note', value: invoiceRequest.description },
    ]);
  });

  it("names the card, the time in the payer's zone and the processor's reference", () => {
    const paid = makePaymentRequest({
      status: 'PAID',
      methodPaidWith: 'card',
      datePaid: '2026-11-21T15:12:00.000Z',
      paymentDetails: {
        brand: 'visa',
        lastFour: '1111',
        bankName: null,
        accountMask: null,
        reference: 'PSP8N2Q4K7XW3RZ5',
      },
    });
    expect(receiptRows(paid, 'America/Los_Angeles').slice(2, 5)).toEqual([
      { key: 'datePaid', label: 'Date paid', value: 'November 21, 2026 at 7:12 AM PST' },
      { key: 'paymentMethod', label: 'Payment method', value: 'Visa ending in 1111' },
      { key: 'reference', label: 'Reference', value: 'PSP8N2Q4K7XW3RZ5' },
    ]);
  });

  it('leaves out date, method and note when missing', () => {
    const rows = receiptRows(
      makePaymentRequest({ datePaid: null, methodPaidWith: null, description: null }),
      'UTC',
    );
    expect(rows.map((row) => row.key)).toEqual(['payee', 'amountPaid']);
  });

  it('tells where the receipt was e-mailed, when the server e-mailed it to an address', () => {
    expect(receiptEmailNotice({ ...invoiceRequest, receiptEmailed: true })).toBe(
      'We emailed a copy of your receipt to sam.rivera@example.com',
    );
    expect(
      receiptEmailNotice({ recipient: { email: null, phoneNumber: null }, receiptEmailed: true }),
    ).toBeNull();
  });

  it('claims no e-mail the server did not send (mail not configured)', () => {
    expect(receiptEmailNotice({ ...invoiceRequest, receiptEmailed: false })).toBeNull();
  });
});
