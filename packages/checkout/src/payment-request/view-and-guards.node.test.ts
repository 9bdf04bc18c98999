import { describe, expect, it } from 'vitest';
import { invoiceRequest, makePaymentRequest } from '../mocks/fixtures';
import type { PayerScreen } from '@paypage/contract';
import { guardScreen } from './guards';
import { LOADING_PAYMENT_DATA, PAYMENT_DATA_ERROR } from './payment-data';
import { mainView } from './view';

const loaded = (status: string | null) => ({
  loading: false,
  error: null,
  paymentRequest: status == null ? null : makePaymentRequest({ status }),
});
const failed = { loading: false, error: PAYMENT_DATA_ERROR, paymentRequest: invoiceRequest };

describe('mainView', () => {
  it.each([
    ['UNPAID', 'payment-form'],
    ['PAYMENT_FAILED', 'payment-form'],
    ['ON_HOLD', 'payment-form'],
    ['EXPIRED', 'expired'],
    ['CANCELED', 'canceled'],
    ['PROCESSING', 'processing'],
    ['PAID', 'complete'],
  ])('%s → %s', (status, view) => {
    expect(mainView(loaded(status))).toBe(view);
  });

  it('loading, load failure (even with a request) and nothing found', () => {
    expect(mainView(LOADING_PAYMENT_DATA)).toBe('loading');
    expect(mainView(failed)).toBe('load-failed');
    expect(mainView(loaded(null))).toBe('not-found');
  });
});

describe('guardScreen', () => {
  const render = { type: 'render' };
  const to = (screen: PayerScreen) => ({ type: 'redirect', screen });

  it.each<[PayerScreen, string | null, unknown]>([
    ['processing', 'PROCESSING', render],
    ['processing', 'PAID', to('receipt')],
    ['processing', 'UNPAID', to('main')],
    ['processing', 'PAYMENT_FAILED', to('main')],
    ['processing', 'EXPIRED', to('main')],
    ['processing', null, to('main')],
    ['complete', 'PAID', to('receipt')],
    ['complete', 'PROCESSING', to('main')],
    ['complete', 'UNPAID', to('main')],
    ['complete', 'CANCELED', to('main')],
    ['receipt', 'PAID', render],
    ['receipt', 'PROCESSING', render],
    ['receipt', 'UNPAID', to('main')],
    ['receipt', 'PAYMENT_FAILED', to('main')],
    ['receipt', 'ON_HOLD', to('main')],
    ['receipt', null, to('main')],
    ['main', 'EXPIRED', render],
    ['main', null, render],
  ])('%s with %s', (screen, status, decision) => {
    expect(guardScreen(screen, loaded(status))).toEqual(decision);
  });

  it('waits while loading, and sends a failed fetch to the main screen', () => {
    for (const screen of ['processing', 'complete', 'receipt'] as const) {
      expect(guardScreen(screen, LOADING_PAYMENT_DATA)).toEqual({ type: 'wait' });
      expect(guardScreen(screen, failed)).toEqual(to('main'));
    }
    expect(guardScreen('main', LOADING_PAYMENT_DATA)).toEqual(render);
  });
});
