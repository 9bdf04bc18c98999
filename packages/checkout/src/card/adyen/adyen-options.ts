/**
 * What the Adyen Web adapter gives `@adyen/adyen-web` 6 (sessions flow), as plain data built from
 * the card session, so the adapter's choices are testable without Adyen's servers:
 *
 * - `AdyenCheckout`: the session id and data, `clientConfig.key` as client key, its environment,
 *   the amount, locale en-US, country US, the product's labels, analytics off (no third-party
 *   calls the payer did not ask for); beforeSubmit re-checks the request, the results and errors
 *   go to the card flow.
 * - the card: holder name required (on top, placeholder 'J. Smith'), billing address required
 *   with the US preselected, the payer page's brands, the store-details checkbox when
 *   `showCardOnFile`, the session's challenge window size, the placeholders of docs/payer-page.md#screens,
 *   the secured fields styled with the kit's tokens; its own Pay button hidden (the adapter shows
 *   the kit's, with the product's label and the consent text above it).
 * - Google Pay and Apple Pay when the session's flags allow them (and the browser offers them).
 */
import { typedDetailsOf, type TypedDetails, type TypedSource } from '../typed-details';
import type {
  AdyenCheckoutError,
  ApplePayConfiguration,
  CardConfiguration,
  CoreConfiguration,
  GooglePayConfiguration,
  PaymentCompletedData,
  PaymentFailedData,
} from '@adyen/adyen-web';
import type { CardSessionResult } from '@paypage/contract';
import type { CARD_PROVIDER_ENVIRONMENTS, CardSession } from '../../models/card-session';
import { CARD_FIELD_ERRORS, cardFieldErrorMessage, FORM_FIELD_ERRORS } from '../../rules';
import { OR_PAY_WITH, PAYER_PAGE_CARD_BRANDS, STORE_DETAILS_TITLE } from '../../widget/form';

export const ADYEN_LOCALE = 'en-US';
export const ADYEN_COUNTRY = 'US';

/** The product's wording over Adyen's en-US strings: field errors as the sandbox widget says them. */
export function adyenTranslations(): NonNullable<CoreConfiguration['translations']> {
  const errors = Object.fromEntries(
    Object.keys(CARD_FIELD_ERRORS).map((code) => [code, cardFieldErrorMessage(code) ?? '']),
  );
  return {
    [ADYEN_LOCALE]: {
      ...errors,
      'cc.cvc.920.amex': cardFieldErrorMessage('cc.cvc.920', 'amex') ?? '',
      'cc.cvc.921.amex': cardFieldErrorMessage('cc.cvc.921', 'amex') ?? '',
      'creditCard.holderName': 'Name on card',
      'creditCard.holderName.invalid': FORM_FIELD_ERRORS['creditCard.holderName.invalid'],
      'boleto.socialSecurityNumber.invalid':
        FORM_FIELD_ERRORS['boleto.socialSecurityNumber.invalid'],
      'address.errors.incomplete': FORM_FIELD_ERRORS['address.errors.incomplete'],
      storeDetails: STORE_DETAILS_TITLE,
      // docs/payer-page.md#screens: the provider's own section label is replaced by 'or pay with'.
      orPayWith: OR_PAY_WITH,
    },
  };
}

/** What the adapter does with Adyen's callbacks (the card flow, plus the button's state). */
export type AdyenHandlers = {
  /** The re-check before paying: false stops the payment. */
  beforeSubmit: () => Promise<boolean>;
  /** Authorised, with the session's result (Adyen Web's sessionResult) for the API to check. */
  authorised: (session?: CardSessionResult) => void;
  /** A final result other than Authorised. */
  result: (result: { resultCode: string }) => void;
  /** Adyen reported an error (`name` is its kind: CANCEL, NETWORK_ERROR, …). */
  error: (error: { name: string; errorCode: string | null; message: string }) => void;
  /** A 3-D Secure challenge (or another action) is on screen. */
  actionShown: () => void;
};

/** An Adyen error as the card flow reads it. */
export function readAdyenError(
  error: Pick<AdyenCheckoutError, 'name' | 'message'> & {
    options?: { code?: string };
  },
): { name: string; errorCode: string | null; message: string } {
  return { name: error.name, errorCode: error.options?.code ?? null, message: error.message };
}

export function checkoutOptions(session: CardSession, handlers: AdyenHandlers): CoreConfiguration {
  return {
    session: { id: session.id, sessionData: session.sessionData },
    clientKey: session.clientConfig.key,
    // The card step only mounts the adapter for a provider environment (never 'sandbox').
    environment: session.clientConfig.environment as (typeof CARD_PROVIDER_ENVIRONMENTS)[number],
    amount: { value: session.amount.value, currency: session.amount.currency },
    locale: ADYEN_LOCALE,
    countryCode: ADYEN_COUNTRY,
    translations: adyenTranslations(),
    analytics: { enabled: false },
    beforeSubmit: (state, _component, actions) => {
      void handlers.beforeSubmit().then(
        (payable) => (payable ? actions.resolve(state) : actions.reject()),
        () => actions.reject(),
      );
    },
    onPaymentCompleted: (data: PaymentCompletedData) => {
      if (data.resultCode === 'Authorised') {
        // With a session, Adyen Web's answer carries its sessionResult.
        const sessionResult = 'sessionResult' in data ? data.sessionResult : '';
        handlers.authorised(sessionResult ? { sessionId: session.id, sessionResult } : undefined);
      } else handlers.result({ resultCode: data.resultCode });
    },
    onPaymentFailed: (data?: PaymentFailedData) =>
      handlers.result({ resultCode: data?.resultCode ?? 'Error' }),
    onError: (error) => handlers.error(readAdyenError(error)),
    onActionHandled: () => handlers.actionShown(),
  };
}

/** The secured fields live in Adyen's iframes: they get the kit's tokens as literal values. */
export type FieldTheme = {
  text: string;
  placeholder: string;
  critical: string;
  fontFamily: string;
};

/**
 * Click to Pay in Adyen Web's card when the session offers it: the merchant's ids with
 * each network (Adyen's names for them) and the shopper's e-mail; Adyen Web loads the networks'
 * SDKs itself. A `configuration` replaces the one from the session's payment methods, so it is
 * given only with Click to Pay.
 */
function clickToPayOptions(session: CardSession): Partial<CardConfiguration> {
  const clickToPay = session.clientConfig.clickToPay;
  if (!clickToPay?.networks) return {};
  const { visa, mc } = clickToPay.networks;
  return {
    configuration: {
      ...(visa ? { visaSrciDpaId: visa.srciDpaId, visaSrcInitiatorId: visa.srcInitiatorId } : {}),
      ...(mc ? { mcDpaId: mc.srciDpaId, mcSrcClientId: mc.srcInitiatorId } : {}),
    },
    clickToPayConfiguration: {
      ...(clickToPay.shopperEmail ? { shopperEmail: clickToPay.shopperEmail } : {}),
      ...(clickToPay.merchantName ? { merchantDisplayName: clickToPay.merchantName } : {}),
      locale: ADYEN_LOCALE,
    },
  };
}

/** The card's options; `typed` (the holder name and address of a form before) fills its fields. */
export function cardOptions(
  session: CardSession,
  theme: FieldTheme,
  typed: TypedDetails = {},
  onTyped: (typed: TypedDetails) => void = () => undefined,
): CardConfiguration {
  return {
    ...clickToPayOptions(session),
    hasHolderName: true,
    holderNameRequired: true,
    positionHolderNameOnTop: true,
    billingAddressRequired: true,
    billingAddressMode: 'full',
    data: { ...typed, billingAddress: { country: ADYEN_COUNTRY, ...typed.billingAddress } },
    // Adyen Web's data is untyped here; the holder name and address are where its docs say.
    onChange: (state) => onTyped(typedDetailsOf(state.data as TypedSource)),
    brands: [...PAYER_PAGE_CARD_BRANDS],
    enableStoreDetails: session.clientConfig.showCardOnFile,
    challengeWindowSize: session.challengeWindowSize,
    showPayButton: false,
    placeholders: {
      holderName: 'J. Smith',
      cardNumber: '1234 5678 9012 3456',
      expiryDate: 'MM/YY',
      securityCodeThreeDigits: '3 digits',
      securityCodeFourDigits: '4 digits',
    },
    styles: {
      base: { color: theme.text, fontFamily: theme.fontFamily, fontSize: '16px' },
      placeholder: { color: theme.placeholder },
      error: { color: theme.critical },
    },
  };
}

/**
 * The wallet buttons' look only. Their merchant configuration (Google's merchantId and Adyen's
 * gatewayMerchantId, Apple's merchant identifier) comes from the session's payment methods, which
 * Adyen reads at setup: a `configuration` given here would replace that object whole.
 */
export function googlePayOptions(): GooglePayConfiguration {
  return { buttonType: 'pay', buttonSizeMode: 'fill', buttonColor: 'black' };
}

export function applePayOptions(): ApplePayConfiguration {
  return { buttonType: 'plain', buttonColor: 'black' };
}

/** Reads the kit's tokens from the document for the secured fields. */
export function readFieldTheme(element: Element): FieldTheme {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--color-text', '#14171f'),
    placeholder: read('--color-subtle', '#656c78'),
    critical: read('--color-critical', '#b3261e'),
    fontFamily: style.fontFamily || 'system-ui, sans-serif',
  };
}
