/**
 * The card widget's options in the `test` and `live` environments, where the card's digits go
 * into Adyen Web's own secured fields (`CustomCard`, docs/widget.md "Environments"): what each
 * option becomes there, as data, and the plain configuration objects Adyen Web is given. No
 * React, DOM or Adyen import here: the table is tested, and docs/widget.md shows it.
 *
 * - `one-to-one`: the same option, the same meaning, passed to Adyen Web;
 * - `differently`: offered, by other means (what `how` says);
 * - `not-offered`: the live environment has no such option; giving one is an implementation
 *   error (`LIVE_NOT_OFFERED`), never silently ignored.
 */
import type { CardEnvironment } from '@paypage/contract/values';

type CardProviderEnvironment = Exclude<CardEnvironment, 'sandbox'>;

export type Mapping = 'one-to-one' | 'differently' | 'not-offered';

type Row = { mapping: Mapping; how: string };

export const ADYEN_OPTION_MAPPING = {
  session: { mapping: 'one-to-one', how: 'AdyenCheckout `session` { id, sessionData }' },
  clientKey: { mapping: 'one-to-one', how: 'AdyenCheckout `clientKey` (a test_ or live_ key)' },
  environment: {
    mapping: 'one-to-one',
    how: 'AdyenCheckout `environment`: test, live, live-us, live-au, live-apse, live-in',
  },
  context: {
    mapping: 'differently',
    how: 'only for reporting the session’s result (POST widget/sessions/{id}/result); Adyen Web calls Adyen',
  },
  locale: { mapping: 'one-to-one', how: 'AdyenCheckout `locale`' },
  translations: { mapping: 'differently', how: 'our strings for our form; Adyen’s for its fields' },
  errorLevel: { mapping: 'one-to-one', how: 'applied to the result report and Adyen’s errors' },
  className: { mapping: 'one-to-one', how: 'on the widget’s root' },
  amount: { mapping: 'differently', how: 'the session’s amount (from Adyen’s setup) names Pay' },
  brands: { mapping: 'one-to-one', how: 'CustomCard `brands`' },
  hasHolderName: { mapping: 'differently', how: 'our field; sent as paymentMethod.holderName' },
  holderNameRequired: { mapping: 'differently', how: 'checked by our form before Adyen pays' },
  positionHolderNameOnTop: { mapping: 'one-to-one', how: 'our form’s layout' },
  hasCVC: { mapping: 'differently', how: 'no security code box is placed for Adyen’s fields' },
  hideCVC: { mapping: 'differently', how: 'no security code box is placed for Adyen’s fields' },
  showBrandIcon: { mapping: 'differently', how: 'our brand mark, from CustomCard `onBrand`' },
  maskSecurityCode: { mapping: 'one-to-one', how: 'CustomCard `maskSecurityCode`' },
  minimumExpiryDate: { mapping: 'one-to-one', how: 'CustomCard `minimumExpiryDate`' },
  onPaymentCompleted: {
    mapping: 'one-to-one',
    how: 'after Adyen’s `onPaymentCompleted` (Authorised) and the result’s report',
  },
  onPaymentFailed: { mapping: 'one-to-one', how: 'Adyen’s `onPaymentFailed` (Refused, Error, …)' },
  onChange: {
    mapping: 'differently',
    how: 'from CustomCard `onChange`/`onBrand`/`onValidationError`: status, brand, isValid, errors',
  },
  onError: { mapping: 'one-to-one', how: 'Adyen’s `onError` ({ name, message })' },
  analytics: { mapping: 'one-to-one', how: 'AdyenCheckout `analytics.enabled`' },
  today: { mapping: 'differently', how: 'Adyen’s fields check the expiry by their own clock' },
  showContextualElement: { mapping: 'not-offered', how: '' },
  enableStoreDetails: {
    mapping: 'not-offered',
    how: 'the session’s storePaymentMethodMode decides',
  },
  socialSecurityNumberMode: { mapping: 'not-offered', how: '' },
  koreanAuthenticationRequired: { mapping: 'not-offered', how: '' },
  installmentOptions: { mapping: 'not-offered', how: '' },
  disclaimerMessage: { mapping: 'not-offered', how: '' },
  storedPaymentMethodId: { mapping: 'not-offered', how: '' },
  storedPaymentMethods: { mapping: 'not-offered', how: '' },
  billingAddressRequired: { mapping: 'not-offered', how: '' },
  billingAddressMode: { mapping: 'not-offered', how: '' },
  onAddressLookup: { mapping: 'not-offered', how: '' },
  wallets: { mapping: 'not-offered', how: '' },
  clickToPay: { mapping: 'not-offered', how: '' },
  fastCheckout: { mapping: 'not-offered', how: '' },
  giftCards: { mapping: 'not-offered', how: '' },
  challengeWindowSize: {
    mapping: 'one-to-one',
    how: 'CustomCard `challengeWindowSize`: the size of Adyen Web’s 3-D Secure challenge',
  },
  redirectResult: { mapping: 'not-offered', how: '' },
  fundingSource: { mapping: 'not-offered', how: '' },
  risk: { mapping: 'not-offered', how: 'Adyen Web sends its own riskData' },
} as const satisfies Record<string, Row>;

export type MappedOption = keyof typeof ADYEN_OPTION_MAPPING;

/** The options a merchant gave that the live environment does not offer. */
export function notOfferedLive(options: Record<string, unknown>): MappedOption[] {
  return (Object.keys(ADYEN_OPTION_MAPPING) as MappedOption[]).filter(
    (name) =>
      ADYEN_OPTION_MAPPING[name].mapping === 'not-offered' &&
      options[name] !== undefined &&
      options[name] !== false,
  );
}

export const LIVE_NOT_OFFERED = (names: readonly string[], environment: string) =>
  `The card widget does not offer ${names.join(', ')} in the ${environment} environment (docs/widget.md "Environments")`;

/** What the live widget was given (the mount's options it reads). */
export type AdyenWidgetInput = {
  session: { id: string; sessionData: string };
  clientKey: string;
  environment: CardProviderEnvironment;
  locale: string;
  brands?: readonly string[];
  maskSecurityCode?: boolean;
  minimumExpiryDate?: string;
  /** The 3-D Secure challenge's window (`01`–`05`, docs/widget.md "Limits"). */
  challengeWindowSize?: string;
  analytics?: { enabled?: boolean };
};

/** AdyenCheckout's configuration (its callbacks are added by the component). */
export function adyenCheckoutConfig(input: AdyenWidgetInput) {
  return {
    session: { id: input.session.id, sessionData: input.session.sessionData },
    clientKey: input.clientKey,
    environment: input.environment,
    locale: input.locale,
    countryCode: input.locale.slice(-2),
    analytics: { enabled: input.analytics?.enabled ?? true },
  };
}

/** The brands our widget accepts by default (docs/widget.md "The card form"). */
export const DEFAULT_BRANDS = ['amex', 'mc', 'visa'] as const;

/** The challenge windows Adyen Web knows (one it does not know is left to its default, `02`). */
const CHALLENGE_WINDOW_SIZES = ['01', '02', '03', '04', '05'] as const;
const isChallengeWindowSize = (
  value: string | undefined,
): value is (typeof CHALLENGE_WINDOW_SIZES)[number] =>
  (CHALLENGE_WINDOW_SIZES as readonly (string | undefined)[]).includes(value);

/** CustomCard's configuration (its callbacks are added by the component). */
export function customCardConfig(input: AdyenWidgetInput) {
  return {
    brands: [...(input.brands ?? DEFAULT_BRANDS)],
    maskSecurityCode: input.maskSecurityCode ?? false,
    ...(input.minimumExpiryDate ? { minimumExpiryDate: input.minimumExpiryDate } : {}),
    ...(isChallengeWindowSize(input.challengeWindowSize)
      ? { challengeWindowSize: input.challengeWindowSize }
      : {}),
  };
}
