import { describe, expect, it } from 'vitest';
import { invoiceRequest, makePaymentRequest } from '../mocks/fixtures';
import { guardRoute, payPath, type PayRoute } from './guards';
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

describe('guardRoute', () => {
  const token = 'Xq3vN8pL2mR7tK9wYb4cQzA1';
  const render = { type: 'render' };
  const to = (route: PayRoute) => ({
    type: 'redirect',
    route,
    path: payPath(token, route),
    replace: true,
  });

  it.each<[PayRoute, string | null, unknown]>([
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
  ])('%s with %s', (route, status, decision) => {
    expect(guardRoute(route, token, loaded(status))).toEqual(decision);
  });

  it('waits while loading, and sends a failed fetch to the main view (replacing history)', () => {
    for (const route of ['processing', 'complete', 'receipt'] as const) {
      expect(guardRoute(route, token, LOADING_PAYMENT_DATA)).toEqual({ type: 'wait' });
      expect(guardRoute(route, token, failed)).toEqual(to('main'));
    }
    expect(guardRoute('main', token, LOADING_PAYMENT_DATA)).toEqual(render);
  });

  it('builds the routes’ paths, escaping the token', () => {
    expect(payPath('abc')).toBe('/pay/abc');
    expect(payPath('abc', 'receipt')).toBe('/pay/abc/receipt');
    expect(payPath('a/b?c', 'processing')).toBe('/pay/a%2Fb%3Fc/processing');
  });
});
