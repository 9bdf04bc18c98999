import { describe, expect, it } from 'vitest';
import { makePaymentRequest, paymentRequest } from '@paypage/checkout/mocks';
import type { PaymentRequest } from '@paypage/checkout';
import type { PayerScreen } from '@paypage/contract';
import { documentTitle } from './document-title';

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
