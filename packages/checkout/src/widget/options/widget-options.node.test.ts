import { exampleSecuredFields } from '@paypage/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { CheckoutError } from '../../rules';
import { assertCardWidgetOptions } from './widget-options';
import type { CardWidgetProps } from './widget-types';

const noop = () => undefined;
const minimal = {
  securedFields: exampleSecuredFields,
  amount: { value: 125_000, currency: 'USD' },
  onSubmit: noop,
  onAdditionalDetails: noop,
} satisfies CardWidgetProps;
const full = {
  ...minimal,
  brands: ['visa', 'mc'],
  hasHolderName: true,
  holderNameRequired: false,
  billingAddressRequired: true,
  hideCVC: false,
  socialSecurityNumberMode: 'auto',
  enableStoreDetails: true,
  merchantName: 'Northwind Studio',
  wallets: { googlePay: true },
  challengeWindowSize: '02',
  challengeOrigin: 'https://example.com',
  minimumExpiryDate: '12/26',
  data: { holderName: 'Sam', billingAddress: { country: 'CA', postalCode: 'K1A 0B1' } },
  today: new Date('2026-11-22T12:00:00Z'),
  onChange: noop,
  onError: noop,
  onPaymentCompleted: noop,
  onPaymentFailed: noop,
  onPaymentMethodsRequest: noop,
  className: 'w-full',
} satisfies CardWidgetProps;

/** Sets the option at `path` on a copy of the full options, as untyped data would arrive. */
function withOption(path: string, value: unknown): CardWidgetProps {
  const copy: Record<string, unknown> = {
    ...full,
    amount: { ...full.amount },
    brands: [...full.brands],
    wallets: { ...full.wallets },
    data: { ...full.data, billingAddress: { ...full.data.billingAddress } },
    securedFields: { ...full.securedFields, key: { ...full.securedFields.key } },
  };
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) ?? ''] = value;
  return copy as unknown as CardWidgetProps;
}

describe('assertCardWidgetOptions', () => {
  it('takes the required options alone, and every option well typed', () => {
    expect(() => assertCardWidgetOptions(minimal)).not.toThrow();
    expect(() => assertCardWidgetOptions(full)).not.toThrow();
  });

  it.each([
    ['amount', null, "Card widget option 'amount' must be an object { value, currency }; got null"],
    [
      'securedFields',
      undefined,
      "'securedFields' must be an object { origin, key }; got undefined",
    ],
    ['securedFields.origin', null, "'securedFields.origin' must be a string; got null"],
    ['securedFields.key.n', 7, "'securedFields.key.n' must be a string; got number"],
    ['amount', undefined, "'amount' must be an object { value, currency }; got undefined"],
    ['amount.value', 12.5, "'amount.value' must be an integer of minor units; got number"],
    ['amount.currency', null, "'amount.currency' must be a string; got null"],
    ['onSubmit', null, "'onSubmit' must be a function; got null"],
    ['onAdditionalDetails', undefined, "'onAdditionalDetails' must be a function; got undefined"],
    ['onChange', null, "'onChange' must be left out or a function; got null"],
    [
      'onPaymentMethodsRequest',
      null,
      "'onPaymentMethodsRequest' must be left out or a function; got null",
    ],
    [
      'onPaymentMethodsRequest',
      { resolve: noop },
      "'onPaymentMethodsRequest' must be left out or a function; got object",
    ],
    ['brands', null, "'brands' must be left out or an array of strings; got null"],
    ['brands', ['visa', null], "'brands[1]' must be a string; got null"],
    ['hasHolderName', null, "'hasHolderName' must be left out or a boolean; got null"],
    ['hideCVC', 'false', "'hideCVC' must be left out or a boolean; got string"],
    ['merchantName', null, "'merchantName' must be left out or a string; got null"],
    ['minimumExpiryDate', null, "'minimumExpiryDate' must be left out or a string; got null"],
    [
      'socialSecurityNumberMode',
      'always',
      "'socialSecurityNumberMode' must be left out or 'auto', 'show' or 'hide'; got string",
    ],
    ['wallets', null, "'wallets' must be left out or an object; got null"],
    ['wallets.applePay', null, "'wallets.applePay' must be left out or a boolean; got null"],
    [
      'wallets.sandboxOutcome',
      'declined',
      "'wallets.sandboxOutcome' must be left out or 'paid', 'unavailable', 'script-error' or 'authorisation-error'; got string",
    ],
    ['today', null, "'today' must be left out or a valid Date; got null"],
    ['today', new Date(Number.NaN), "'today' must be left out or a valid Date; got object"],
    ['data', null, "'data' must be left out or an object; got null"],
    ['data.holderName', null, "'data.holderName' must be left out or a string; got null"],
    [
      'data.billingAddress',
      [],
      "'data.billingAddress' must be left out or an object; got an array",
    ],
    [
      'data.billingAddress.country',
      null,
      "Card widget option 'data.billingAddress.country' must be left out or a string; got null",
    ],
    [
      'data.billingAddress.postalCode',
      42,
      "'data.billingAddress.postalCode' must be left out or a string; got number",
    ],
  ])('%s = %j: an IMPLEMENTATION_ERROR naming it', (path, value, message) => {
    const options = withOption(path, value);
    let error: unknown;
    try {
      assertCardWidgetOptions(options);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(CheckoutError);
    expect((error as CheckoutError).kind).toBe('IMPLEMENTATION_ERROR');
    expect((error as CheckoutError).message).toContain(message);
  });

  it.each([
    [{ googlePay: { merchantId: 'M', gatewayMerchantId: 'G' } }, 'got undefined'],
    [{ countryCode: null }, 'got null'],
    [{ countryCode: 'USA' }, 'got "USA"'],
    [{ countryCode: 'U1' }, 'got "U1"'],
  ])('wallets.production %j: country code required (§8), thrown', (production, got) => {
    expect(() =>
      assertCardWidgetOptions({ ...full, wallets: { googlePay: true, production } } as never),
    ).toThrow(
      new CheckoutError(
        'IMPLEMENTATION_ERROR',
        `Card widget option 'wallets.production.countryCode' is required: the shopper's country as a two-letter country code (ISO 3166), like 'US'; ${got}`,
      ),
    );
    expect(() =>
      assertCardWidgetOptions({
        ...full,
        wallets: { googlePay: true, production: { ...production, countryCode: 'NL' } },
      } as never),
    ).not.toThrow();
  });

  it.each([
    ['googlePay', 'onPaymentDataChanged', { merchantId: 'M', gatewayMerchantId: 'G' }],
    [
      'applePay',
      'onShippingContactSelected',
      { merchantIdentifier: 'm', context: 'https://x', clientKey: 'k' },
    ],
    [
      'applePay',
      'onShippingMethodSelected',
      { merchantIdentifier: 'm', context: 'https://x', clientKey: 'k' },
    ],
  ])('%s.%s needs isExpress true (§5), thrown at mount', (wallet, callback, base) => {
    const production = (isExpress: boolean | undefined) => ({
      countryCode: 'US',
      ...(isExpress === undefined ? {} : { isExpress }),
      [wallet]: { ...base, [callback]: async () => ({}) },
    });
    for (const isExpress of [undefined, false]) {
      expect(() =>
        assertCardWidgetOptions({
          ...full,
          wallets: { production: production(isExpress) },
        } as never),
      ).toThrow(
        `Card widget option 'wallets.production.${wallet}.${callback}' needs wallets.production.isExpress: true (an express checkout)`,
      );
    }
    expect(() =>
      assertCardWidgetOptions({ ...full, wallets: { production: production(true) } } as never),
    ).not.toThrow();
    expect(() =>
      assertCardWidgetOptions({
        ...full,
        wallets: { production: { ...production(true), [wallet]: { ...base, [callback]: 'no' } } },
      } as never),
    ).toThrow(`'wallets.production.${wallet}.${callback}' must be left out or a function`);
  });

  it('countryCode, when given, is a two-letter code, in either case', () => {
    expect(() => assertCardWidgetOptions({ ...full, countryCode: 'KR' })).not.toThrow();
    expect(() => assertCardWidgetOptions({ ...full, countryCode: 'kr' })).not.toThrow();
    expect(() => assertCardWidgetOptions({ ...full, countryCode: 'Korea' })).toThrow(
      "Card widget option 'countryCode' must be left out or a two-letter country code (ISO 3166), like 'US'; got string",
    );
  });

  it('leaves an optional option out without complaint', () => {
    expect(() =>
      assertCardWidgetOptions(withOption('data.billingAddress', undefined)),
    ).not.toThrow();
    expect(() => assertCardWidgetOptions(withOption('wallets', undefined))).not.toThrow();
    expect(() =>
      assertCardWidgetOptions(withOption('onPaymentMethodsRequest', undefined)),
    ).not.toThrow();
  });
});
