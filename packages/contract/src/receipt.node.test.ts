import { describe, expect, it } from 'vitest';
import type { PaymentDetails } from './schemas';
import { cardBrandName, paidWithText } from './receipt';

const details = (parts: Partial<PaymentDetails>): PaymentDetails => ({
  brand: null,
  lastFour: null,
  bankName: null,
  accountMask: null,
  reference: null,
  ...parts,
});

describe('cardBrandName', () => {
  it.each([
    ['visa', 'Visa'],
    ['mc', 'Mastercard'],
    ['mastercard', 'Mastercard'],
    ['amex', 'American Express'],
    ['discover', 'Discover'],
    ['diners', 'Diners Club'],
    ['jcb', 'JCB'],
    ['cup', 'UnionPay'],
    ['unionpay', 'UnionPay'],
    ['maestro', 'Maestro'],
    ['VISA', 'Visa'],
    ['bijcard', 'bijcard'],
  ])('%s → %s', (brand, name) => {
    expect(cardBrandName(brand)).toBe(name);
  });
});

describe('paidWithText', () => {
  it.each([
    ['card', details({ brand: 'visa', lastFour: '1111' }), 'Visa ending in 1111'],
    ['card', details({ brand: 'mc' }), 'Mastercard'],
    ['card', details({ lastFour: '0005' }), 'Card ending in 0005'],
    ['card', details({}), 'Card'],
    ['card', null, 'Card'],
    [
      'applePay',
      details({ brand: 'amex', lastFour: '0002' }),
      'Apple Pay (American Express ending in 0002)',
    ],
    ['googlePay', null, 'Google Pay'],
    [
      'payByBank',
      details({ bankName: 'First Platypus Bank', accountMask: '0000' }),
      'Bank Payment, First Platypus Bank account ending in 0000',
    ],
    ['payByBank', details({ accountMask: '1111' }), 'Bank Payment, account ending in 1111'],
    ['payByBank', details({ bankName: 'Tartan Bank' }), 'Bank Payment, Tartan Bank'],
    ['payByBank', null, 'Bank Payment'],
    [
      'ach',
      details({ bankName: 'STRIPE TEST BANK', accountMask: '6789' }),
      'ACH transfer, STRIPE TEST BANK account ending in 6789',
    ],
    ['wire', details({ reference: 'FED-20261124-0042' }), 'Wire transfer'],
    ['check', null, 'check'],
  ] as const)('%s with %j → %s', (method, paid, text) => {
    expect(paidWithText(method, paid)).toBe(text);
  });
});
