import { describe, expect, it } from 'vitest';
import {
  ADYEN_OPTION_MAPPING,
  adyenCheckoutConfig,
  customCardConfig,
  type Mapping,
  notOfferedLive,
} from './adyen-widget-options';

const session = { id: 'CS4F2A', sessionData: 'Ab02b4c0!BQAB' };

describe('the widget’s options in the live environments', () => {
  const table: [string, Mapping][] = [
    ['session', 'one-to-one'],
    ['clientKey', 'one-to-one'],
    ['environment', 'one-to-one'],
    ['locale', 'one-to-one'],
    ['brands', 'one-to-one'],
    ['maskSecurityCode', 'one-to-one'],
    ['minimumExpiryDate', 'one-to-one'],
    ['onPaymentCompleted', 'one-to-one'],
    ['onPaymentFailed', 'one-to-one'],
    ['onError', 'one-to-one'],
    ['analytics', 'one-to-one'],
    ['context', 'differently'],
    ['amount', 'differently'],
    ['hasHolderName', 'differently'],
    ['holderNameRequired', 'differently'],
    ['hideCVC', 'differently'],
    ['showBrandIcon', 'differently'],
    ['onChange', 'differently'],
    ['today', 'differently'],
    ['billingAddressRequired', 'not-offered'],
    ['installmentOptions', 'not-offered'],
    ['storedPaymentMethodId', 'not-offered'],
    ['wallets', 'not-offered'],
    ['clickToPay', 'not-offered'],
    ['fastCheckout', 'not-offered'],
    ['giftCards', 'not-offered'],
    ['koreanAuthenticationRequired', 'not-offered'],
    ['socialSecurityNumberMode', 'not-offered'],
    ['enableStoreDetails', 'not-offered'],
    ['challengeWindowSize', 'one-to-one'],
    ['fundingSource', 'not-offered'],
    ['risk', 'not-offered'],
  ];
  it.each(table)('%s maps %s', (option, mapping) => {
    expect(ADYEN_OPTION_MAPPING[option as keyof typeof ADYEN_OPTION_MAPPING].mapping).toBe(mapping);
  });

  it('says how every option that is offered is offered', () => {
    for (const [name, row] of Object.entries(ADYEN_OPTION_MAPPING)) {
      if (row.mapping !== 'not-offered') expect(row.how, name).not.toBe('');
    }
  });

  it.each([
    [{ brands: ['visa'], hasHolderName: true }, []],
    [{ wallets: { googlePay: true }, brands: ['visa'] }, ['wallets']],
    [{ billingAddressRequired: true, giftCards: true }, ['billingAddressRequired', 'giftCards']],
    [{ billingAddressRequired: false, enableStoreDetails: false }, []],
  ])('%j asks for what is not offered: %j', (options, names) => {
    expect(notOfferedLive(options)).toEqual(names);
  });

  it.each([
    [
      'test',
      'en-US',
      undefined,
      { environment: 'test', countryCode: 'US', analytics: { enabled: true } },
    ],
    [
      'live-us',
      'en-US',
      { enabled: false },
      { environment: 'live-us', analytics: { enabled: false } },
    ],
    ['live', 'pt-BR', undefined, { environment: 'live', locale: 'pt-BR', countryCode: 'BR' }],
  ] as const)(
    'AdyenCheckout in %s, %s, analytics %j',
    (environment, locale, analytics, expected) => {
      expect(
        adyenCheckoutConfig({ session, clientKey: 'test_K', environment, locale, analytics }),
      ).toMatchObject({ session, clientKey: 'test_K', ...expected });
    },
  );

  it.each([
    [{}, { brands: ['amex', 'mc', 'visa'], maskSecurityCode: false }],
    [
      { brands: ['visa'], maskSecurityCode: true, minimumExpiryDate: '05/27' },
      { brands: ['visa'], maskSecurityCode: true, minimumExpiryDate: '05/27' },
    ],
    [
      { challengeWindowSize: '05' },
      { brands: ['amex', 'mc', 'visa'], maskSecurityCode: false, challengeWindowSize: '05' },
    ],
    [{ challengeWindowSize: '06' }, { brands: ['amex', 'mc', 'visa'], maskSecurityCode: false }],
  ])('CustomCard for %j', (given, expected) => {
    expect(
      customCardConfig({
        session,
        clientKey: 'test_K',
        environment: 'test',
        locale: 'en-US',
        ...given,
      }),
    ).toEqual(expected);
  });
});
