/**
 * The production wallets' requests (docs/widget.md#validation), pure: what
 * the real Apple Pay and Google Pay scripts are asked, from the session's configuration. The
 * adapters that load the scripts and drive the sheets (`google-pay.ts`, `apple-pay.ts`) use them.
 */
import { CheckoutError, currencyMinorUnitDivisor } from '../../rules';

/** Google Pay's script (pay.js), loaded only when Google Pay is enabled. */
export const GOOGLE_PAY_SCRIPT_URL = 'https://pay.google.com/gp/p/js/pay.js';

/** §9 Google Pay: API 2.0, auth methods, card networks, prepaid and credit cards, gateway adyen. */
export const GOOGLE_PAY_DEFAULTS = Object.freeze({
  apiVersion: 2,
  apiVersionMinor: 0,
  allowedAuthMethods: Object.freeze(['PAN_ONLY', 'CRYPTOGRAM_3DS'] as const),
  allowedCardNetworks: Object.freeze(['AMEX', 'DISCOVER', 'JCB', 'MASTERCARD', 'VISA'] as const),
  allowPrepaidCards: true,
  allowCreditCards: true,
  gateway: 'adyen',
});

/** §9 Apple Pay: networks, merchant capability, button, the highest version tried. */
export const APPLE_PAY_DEFAULTS = Object.freeze({
  supportedNetworks: Object.freeze(['amex', 'discover', 'masterCard', 'visa'] as const),
  merchantCapabilities: Object.freeze(['supports3DS'] as const),
  buttonType: 'plain',
  buttonColor: 'black',
  maxVersion: 14,
});

/** An amount in minor units as the wallets' decimal string (§9 divisors): 125000 USD → '1250.00'. */
export function walletDecimalAmount(value: number, currency: string): string {
  const divisor = currencyMinorUnitDivisor(currency);
  const decimals = Math.round(Math.log10(divisor));
  return (value / divisor).toFixed(decimals);
}

export const PRODUCTION_WALLET_ERRORS = Object.freeze({
  googlePayMerchantId: 'Google Pay needs a merchantId',
  applePayInsecure: 'Apple Pay needs a secure (https) document',
});

type Amount = { value: number; currency: string };

/** Google Pay's PaymentDataRequest (API 2.0); without a merchantId an IMPLEMENTATION_ERROR (§5). */
export function googlePayPaymentDataRequest(options: {
  merchantId: string | null | undefined;
  gatewayMerchantId: string;
  merchantName: string;
  amount: Amount;
  countryCode: string;
}) {
  if (!options.merchantId) {
    throw new CheckoutError('IMPLEMENTATION_ERROR', PRODUCTION_WALLET_ERRORS.googlePayMerchantId);
  }
  const { apiVersion, apiVersionMinor, gateway, ...card } = GOOGLE_PAY_DEFAULTS;
  return {
    apiVersion,
    apiVersionMinor,
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: {
          allowedAuthMethods: [...card.allowedAuthMethods],
          allowedCardNetworks: [...card.allowedCardNetworks],
          allowPrepaidCards: card.allowPrepaidCards,
          allowCreditCards: card.allowCreditCards,
        },
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: { gateway, gatewayMerchantId: options.gatewayMerchantId },
        },
      },
    ],
    merchantInfo: { merchantId: options.merchantId, merchantName: options.merchantName },
    transactionInfo: {
      currencyCode: options.amount.currency,
      countryCode: options.countryCode,
      totalPriceStatus: 'FINAL',
      totalPrice: walletDecimalAmount(options.amount.value, options.amount.currency),
    },
  };
}

/** Apple Pay needs an https document (§5): the insecure one is an IMPLEMENTATION_ERROR. */
export function assertApplePaySecure(protocol: string): void {
  if (protocol !== 'https:') {
    throw new CheckoutError('IMPLEMENTATION_ERROR', PRODUCTION_WALLET_ERRORS.applePayInsecure);
  }
}

/** Apple Pay's ApplePayPaymentRequest with the §9 defaults. */
export function applePayPaymentRequest(options: {
  merchantName: string;
  amount: Amount;
  countryCode: string;
}) {
  return {
    countryCode: options.countryCode,
    currencyCode: options.amount.currency,
    supportedNetworks: [...APPLE_PAY_DEFAULTS.supportedNetworks],
    merchantCapabilities: [...APPLE_PAY_DEFAULTS.merchantCapabilities],
    total: {
      label: options.merchantName,
      amount: walletDecimalAmount(options.amount.value, options.amount.currency),
    },
  };
}

/** The body of `v1/applePay/sessions?clientKey=` (§7): the merchant validation. */
export function applePaySessionBody(options: {
  displayName: string;
  domainName: string;
  merchantIdentifier: string;
}) {
  return { ...options, initiative: 'web' as const };
}
