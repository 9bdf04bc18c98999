import { describe, expect, it } from 'vitest';
import { makePaymentRequest, paymentRequest } from '@paypage/checkout/mocks';
import type { PaymentRequest } from '@paypage/checkout';
import type { PayerScreen } from '@paypage/contract';
import { documentTitle, titleText } from './document-title';

const loaded = (request: PaymentRequest | null, error: string | null = null) => ({
  loading: false,
  error,
  paymentRequest: request,
});

describe('documentTitle', () => {
  it.each<
    [
      string,
      PayerScreen,
      ReturnType<typeof loaded> | { loading: true; error: null; paymentRequest: null },
      string,
    ]
  >([
    ['loading', 'main', { loading: true, error: null, paymentRequest: null }, 'Payment request'],
    ['the form', 'main', loaded(makePaymentRequest()), 'Pay Northwind Studio — $1,250.00'],
    [
      'a failed payment (the form again)',
      'main',
      loaded(makePaymentRequest({ status: 'PAYMENT_FAILED' })),
      'Pay Northwind Studio — $1,250.00',
    ],
    [
      'processing',
      'main',
      loaded(makePaymentRequest({ status: 'PROCESSING' })),
      'Payment processing — Northwind Studio',
    ],
    [
      'processing route',
      'processing',
      loaded(makePaymentRequest({ status: 'PROCESSING' })),
      'Payment processing — Northwind Studio',
    ],
    [
      'complete',
      'main',
      loaded(makePaymentRequest({ status: 'PAID' })),
      'Payment complete — Northwind Studio',
    ],
    [
      'receipt',
      'receipt',
      loaded(makePaymentRequest({ status: 'PAID' })),
      'Receipt — Northwind Studio',
    ],
    [
      'canceled invoice',
      'main',
      loaded(makePaymentRequest({ status: 'CANCELED' })),
      'Invoice canceled — Northwind Studio',
    ],
    [
      'expired payment request',
      'main',
      loaded(makePaymentRequest({ status: 'EXPIRED' }, paymentRequest)),
      'Payment request expired — Harbor Dental Care',
    ],
    [
      'load failure',
      'main',
      loaded(null, 'Failed to fetch payment data'),
      'Payment request unavailable',
    ],
    ['not found', 'main', loaded(null), 'Payment request not found'],
  ])('%s', (_name, screen, data, title) => {
    expect(documentTitle(screen, data)).toBe(title);
  });
});

describe('titleText (a merchant name in the tab)', () => {
  const FSI = '\u2068';
  const PDI = '\u2069';
  it.each([
    ['a plain name, as it is', 'Northwind Studio', 'Northwind Studio'],
    [
      'other left-to-right scripts, as they are',
      'Café Ŝtudio 東京 Москва',
      'Café Ŝtudio 東京 Москва',
    ],
    ['a Hebrew name, isolated', 'חנות הפרחים', `${FSI}חנות הפרחים${PDI}`],
    ['an Arabic name, isolated', 'متجر الزهور', `${FSI}متجر الزهور${PDI}`],
    [
      'a right-to-left override: dropped, and isolated',
      'Shop — $5.00\u202e',
      `${FSI}Shop — $5.00${PDI}`,
    ],
    [
      'an isolate closed early by the name: dropped',
      'Shop\u2069\u202eevil',
      `${FSI}Shopevil${PDI}`,
    ],
    ['embeddings and isolates of its own: dropped', '\u202bA\u202c\u2067B\u2069', `${FSI}AB${PDI}`],
    ['a right-to-left mark: kept inside the isolate', 'Shop\u200f', `${FSI}Shop\u200f${PDI}`],
  ])('%s', (_name, name, text) => {
    expect(titleText(name)).toBe(text);
  });

  it('keeps the amount after a name with U+202E in the payment form’s title', () => {
    const request = makePaymentRequest({
      merchant: { ...paymentRequest.merchant, name: 'Shop — $5.00\u202e' },
    });
    expect(documentTitle('main', loaded(request))).toBe(`Pay ${FSI}Shop — $5.00${PDI} — $1,250.00`);
    expect(documentTitle('receipt', loaded({ ...request, status: 'PAID' }))).toBe(
      `Receipt — ${FSI}Shop — $5.00${PDI}`,
    );
  });
});
