/**
 * The setup answer's fields a session widget reads (docs/widget.md#calls): its `paymentMethods`
 * by type (`PAYMENT_METHOD_TYPES`), the cards accepted from `scheme`'s brands; unknown types and
 * a setup without the list change nothing.
 */
import { describe, expect, it } from 'vitest';
import { isPaymentMethodType, PAYMENT_METHOD_TYPES } from '@paypage/contract';
import type { SessionSetup } from '../widget/session';
import { sessionPaymentMethods, setupProps } from './session-widget-props';

const setup = {
  id: 'CS0123456789ABCDEF01234567',
  sessionData: 'Ab02',
  amount: { value: 1_000, currency: 'USD' },
  challengeWindowSize: '02',
  configuration: {
    merchantName: 'Northwind Studio',
    showGooglePay: true,
    showApplePay: false,
    showCardOnFile: true,
    clickToPay: null,
    fastCheckout: null,
  },
  securedFields: {
    origin: 'http://localhost:4311',
    key: { kty: 'RSA', kid: 'k', n: 'n', e: 'AQAB' },
  },
} as unknown as SessionSetup;

describe('the payment method types (§3 enumeration)', () => {
  it.each([
    'scheme',
    'card',
    'applepay',
    'googlepay',
    'paypal',
    'klarna',
    'pix',
    'upi',
    'blik',
    'sepadirectdebit',
  ])('%s is one', (type) => expect(isPaymentMethodType(type)).toBe(true));
  it.each(['', 'Scheme', 'bitcoin', null, 7])('%j is not', (type) =>
    expect(isPaymentMethodType(type)).toBe(false),
  );
  it('names each type once', () => {
    expect(new Set(PAYMENT_METHOD_TYPES).size).toBe(PAYMENT_METHOD_TYPES.length);
  });
});

describe("a setup's paymentMethods (§7 'response fields read')", () => {
  it("gives the form scheme's brands as the cards accepted; keeps the known types only", () => {
    const answered = {
      ...setup,
      paymentMethods: [
        { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'cartebancaire'] },
        { type: 'paypal', name: 'PayPal' },
        { type: 'acme_pay', name: 'Acme' },
      ],
    };
    expect(setupProps(answered).brands).toEqual(['visa', 'mc', 'cartebancaire']);
    expect(sessionPaymentMethods(answered).map((method) => method.type)).toEqual([
      'scheme',
      'paypal',
    ]);
  });

  it('without the list, or a scheme without brands, leaves the brands to the merchant (default amex, mc, visa)', () => {
    expect(setupProps(setup)).not.toHaveProperty('brands');
    expect(
      setupProps({ ...setup, paymentMethods: [{ type: 'scheme', name: 'Cards' }] }),
    ).not.toHaveProperty('brands');
    expect(sessionPaymentMethods(setup)).toEqual([]);
  });
});
