/**
 * Apple Pay's production adapter without a DOM: an insecure document is an
 * IMPLEMENTATION_ERROR before any script; the token and the merchant session's encodings.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  APPLE_PAY_ERRORS,
  applePayTokenOf,
  decodeApplePaySession,
  prepareApplePay,
} from './apple-pay';

const context = (protocol: string) => ({
  window: { location: { protocol, hostname: 'shop.example' } } as unknown as Window,
  amount: { value: 125_000, currency: 'USD' },
  merchantName: 'Northwind Studio',
  countryCode: 'US',
});
const options = {
  merchantIdentifier: 'merchant.com.northwind',
  context: 'https://pay.example/api/v1',
  clientKey: 'live_ABCDEF',
};

describe('prepareApplePay', () => {
  it('an http document: IMPLEMENTATION_ERROR, no script asked', async () => {
    const load = vi.fn(() => Promise.resolve());
    await expect(prepareApplePay(options, context('http:'), load)).resolves.toEqual({
      kind: 'failed',
      error: {
        name: 'IMPLEMENTATION_ERROR',
        message: 'Apple Pay needs a secure (https) document',
        errorType: 'applepay',
      },
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('no Apple Pay options: IMPLEMENTATION_ERROR', async () => {
    const result = await prepareApplePay(undefined, context('https:'), () => Promise.resolve());
    expect(result).toMatchObject({ kind: 'failed', error: { name: 'IMPLEMENTATION_ERROR' } });
  });
});

describe('the encodings', () => {
  it('the token is its paymentData as base64 JSON, UTF-8 safe', () => {
    const paymentData = { version: 'EC_v1', data: 'ü€', header: { publicKeyHash: 'x' } };
    const token = applePayTokenOf(paymentData);
    expect(JSON.parse(Buffer.from(token, 'base64').toString('utf8'))).toEqual(paymentData);
  });

  it.each([
    ['no data', {}],
    ['empty data', { data: '' }],
    ['not JSON', { data: btoa('not json') }],
  ])('a merchant session with %s cannot be decoded', (_name, answer) => {
    expect(() => decodeApplePaySession(answer)).toThrow();
  });

  it('decodes the API’s encoded session', () => {
    const session = { merchantSessionIdentifier: 'SSH1', displayName: 'Café Nord' };
    const data = Buffer.from(JSON.stringify(session)).toString('base64');
    expect(decodeApplePaySession({ data })).toEqual(session);
    expect(APPLE_PAY_ERRORS.session).toBe('Apple Pay session could not be fetched or decoded');
  });
});
