import { describe, expect, it } from 'vitest';
import {
  APPLE_PAY_DEFAULTS,
  applePayPaymentRequest,
  applePaySessionBody,
  assertApplePaySecure,
  googlePayPaymentDataRequest,
  walletDecimalAmount,
} from './production-wallets';

const google = {
  merchantId: 'BCR2DN4T7XK3QZ5A',
  gatewayMerchantId: 'NorthwindECOM',
  merchantName: 'Northwind Studio',
  amount: { value: 125_000, currency: 'USD' },
  countryCode: 'US',
};

describe('the production wallets’ requests (§9)', () => {
  it.each([
    [125_000, 'USD', '1250.00'],
    [125_000, 'JPY', '125000'],
    [125_000, 'KWD', '125.000'],
    [5, 'USD', '0.05'],
  ])('%i %s is %s for the wallets', (value, currency, decimal) => {
    expect(walletDecimalAmount(value, currency)).toBe(decimal);
  });

  it('asks Google Pay (API 2.0) for the §9 networks and auth methods through the adyen gateway', () => {
    const request = googlePayPaymentDataRequest(google);
    expect(request).toMatchObject({
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: { merchantId: 'BCR2DN4T7XK3QZ5A', merchantName: 'Northwind Studio' },
      transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '1250.00' },
    });
    expect(request.allowedPaymentMethods[0]).toEqual({
      type: 'CARD',
      parameters: {
        allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
        allowedCardNetworks: ['AMEX', 'DISCOVER', 'JCB', 'MASTERCARD', 'VISA'],
        allowPrepaidCards: true,
        allowCreditCards: true,
      },
      tokenizationSpecification: {
        type: 'PAYMENT_GATEWAY',
        parameters: { gateway: 'adyen', gatewayMerchantId: 'NorthwindECOM' },
      },
    });
  });

  it.each([null, undefined, ''])(
    'Google Pay without a merchantId (%j) is an implementation error',
    (merchantId) => {
      expect(() => googlePayPaymentDataRequest({ ...google, merchantId })).toThrow(
        expect.objectContaining({
          kind: 'IMPLEMENTATION_ERROR',
          message: 'Google Pay needs a merchantId',
        }),
      );
    },
  );

  it('asks Apple Pay with the §9 defaults; needs https', () => {
    expect(applePayPaymentRequest({ ...google })).toEqual({
      countryCode: 'US',
      currencyCode: 'USD',
      supportedNetworks: ['amex', 'discover', 'masterCard', 'visa'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Northwind Studio', amount: '1250.00' },
    });
    expect(APPLE_PAY_DEFAULTS).toMatchObject({
      buttonType: 'plain',
      buttonColor: 'black',
      maxVersion: 14,
    });
    expect(() => assertApplePaySecure('http:')).toThrow(
      'Apple Pay needs a secure (https) document',
    );
    expect(() => assertApplePaySecure('https:')).not.toThrow();
    expect(
      applePaySessionBody({
        displayName: 'Northwind Studio',
        domainName: 'pay.example.com',
        merchantIdentifier: 'merchant.com.northwind.pay',
      }),
    ).toEqual({
      displayName: 'Northwind Studio',
      domainName: 'pay.example.com',
      merchantIdentifier: 'merchant.com.northwind.pay',
      initiative: 'web',
    });
  });
});
