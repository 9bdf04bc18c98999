/**
 * The sandbox card widget's interface for an integrator (docs/widget.md#options): its options, the
 * state it reports, and its callbacks, shaped like the provider's (`onSubmit` with
 * `actions.resolve/reject`, `onAdditionalDetails`, `onChange`, `onError`). Types only: importing
 * them costs nothing at run time; the widget itself is a lazy chunk.
 */
import type { CardPaymentResult } from '@paypage/contract';
import type { SandboxWalletOutcome } from '@paypage/contract/values';
import type {
  ClickToPayPaymentData,
  WidgetClickToPayOptions,
} from '../../click-to-pay/widget-types';
import type {
  DisclaimerMessage,
  ErrorKind,
  FieldPolicy,
  InstalmentOptionsByBrand,
  StoredCard,
} from '../../rules';
import type { SecuredFieldsStatus } from '../../secured-fields/host';
import type { SecuredFieldsSetup } from '../fields/secured/use-secured-card-fields';
import type { ExpressPage, WidgetAnalytics } from '../../analytics/analytics-queue';
import type { BinLookupCall } from '../bin-lookup/use-bin-lookup';

export type {
  ClickToPayPaymentData,
  WidgetClickToPayOptions,
} from '../../click-to-pay/widget-types';
import type { Navigator } from '../payment/redirect';
import type { WidgetStrings } from '../i18n/en-us';
import type { ProductionWalletOptions } from '../wallets/production-types';
import type { CardWidgetFieldError } from '../form/form-errors';
import type { GiftCardCalls, GiftCardPaymentMethod, Order } from '../order/order';
import type { PaymentMethodsRequestCall } from '../order/payment-methods-request';
import type { BillingAddressMode } from '../address/address-mode';
import type {
  AddressDatasets,
  AddressDatasetsSource,
  AddressLookupCall,
  AddressSelectedCall,
} from '../address/address-lookup-types';
import type {
  AddressFormField,
  BillingAddress,
  CardFormField,
  CardPaymentData,
  SocialSecurityNumberMode,
} from '../form/card-form';

/**
 * The card form's status (§4): loading until the secured fields are configured, then ready;
 * csfLoadFailure / csfConfigFailure when the frames did not load or configure in time; destroyed
 * when they were removed (a frame loaded new content).
 */
export type CardWidgetStatus = SecuredFieldsStatus;

/** A wallet's address (docs/widget.md#options): houseNumberOrName 'ZZ', with first and last name. */
export type WalletAddress = BillingAddress & { firstName: string; lastName: string };

/** A wallet payment (§3 "Apple Pay payment", "Google Pay payment"): what its sheet gave. */
export type WalletPaymentData = {
  paymentMethod:
    | { type: 'googlepay'; googlePayToken: string; googlePayCardNetwork?: string }
    | { type: 'applepay'; applePayToken: string; subtype?: 'express' };
  billingAddress?: WalletAddress;
  deliveryAddress?: WalletAddress;
};

/** A Click to Pay card: the card chosen and the network's checkout payload (contract). */
/** What the browser tells the processor for 3-D Secure (docs/widget.md#options "Browser info"). */
export type BrowserInfo = {
  acceptHeader: string;
  colorDepth: number;
  language: string;
  javaEnabled: boolean;
  screenHeight: number;
  screenWidth: number;
  userAgent: string;
  timeZoneOffset: number;
};

/** The data `onSubmit` receives: the payment method's data plus browser info and origin. */
/** A gift card paying part of an order, or all of the amount. */
export type GiftCardPaymentData = { paymentMethod: GiftCardPaymentMethod };

export type WidgetPaymentData = (
  CardPaymentData | WalletPaymentData | ClickToPayPaymentData | GiftCardPaymentData
) & {
  browserInfo: BrowserInfo;
  origin: string;
  /** The order this payment pays (the rest of), once a gift card paid part. */
  order?: { orderData: string; pspReference: string };
  /** The device's signals, base64 JSON (`payment/risk-data.ts`); absent with `risk.enabled` false. */
  riskData?: { clientData: string };
  /** The data are the widget's own, whole (§3): always true. */
  clientStateDataIndicator: true;
};

/** The card form's state (§3 "Card form state"), given to `onChange`. */
export type CardWidgetState = {
  status: CardWidgetStatus;
  brand: string | null;
  isValid: boolean;
  valid: Record<CardFormField, boolean>;
  /** Every field in error: `{ field, errorMessage, errorCode }` (§3), the message translated. */
  errors: Partial<Record<CardFormField, CardWidgetFieldError>>;
  data: CardPaymentData;
  cvcPolicy: FieldPolicy;
  expiryDatePolicy: FieldPolicy;
  /** The secured fields (number, expiry date, security code, Korean password) are all valid. */
  isSfpValid: boolean;
  detectedUnsupportedBrands: string[];
  /** 'unrecognised-single-brand' when the bin lookup names one brand the rules do not know (§4). */
  type: 'scheme' | 'unrecognised-single-brand';
  /** The Korean tax number and card password are asked (§3 hasKoreanFields). */
  hasKoreanFields: boolean;
  /** The bin lookup's brands when the payer chooses one (dual brand, the lead first). */
  dualBrands: readonly string[];
};

/** A payments or paymentDetails answer, as the session endpoints give it (the contract's). */
export type PaymentResponse = CardPaymentResult;

/** An error the widget reports (§8 kinds; 3-D Secure codes as `errorCode`, e.g. '800'). */
export type CardWidgetError = {
  name: ErrorKind;
  message: string;
  errorCode?: string;
  /** What failed, where §8 names it ('binLookup'). */
  errorType?: string;
};

export type PaymentActions = {
  /** The processor's answer, whatever its result code (Refused included). */
  resolve: (response: PaymentResponse) => void;
  /** The call could not be made or was refused before it was (a check failed); with an error,
   * `onError` reports it. */
  reject: (error?: CardWidgetError) => void;
};

export type SubmitState = { data: WidgetPaymentData; isValid: true };

/** What `paymentDetails` is sent: a 3-D Secure result, or the redirect result of a return. */
export type PaymentDetails = { threeDSResult: string } | { redirectResult: string };

export type AdditionalDetailsState = {
  data: { details: PaymentDetails; paymentData?: string };
};

/** `submitThreeDS2Fingerprint`'s body (docs/widget.md#calls). */
export type FingerprintSubmission = { fingerprintResult: string; paymentData: string };

export type CardWidgetCallbacks = {
  /** Pay (or a wallet) was pressed with a valid form: make the payments call. */
  onSubmit: (state: SubmitState, actions: PaymentActions) => void;
  /**
   * A 3-D Secure fingerprint ended: make the `submitThreeDS2Fingerprint` call and give back its
   * answer (completed details, or a further action). Without it a fingerprint action is 803.
   */
  submitFingerprint?: (data: FingerprintSubmission) => Promise<unknown>;
  /** A 3-D Secure challenge or fingerprint ended, or the payer returned from a redirect: make
   * the paymentDetails call. */
  onAdditionalDetails: (state: AdditionalDetailsState, actions: PaymentActions) => void;
  /** The form changed (values, brand, errors, validity or status). */
  onChange?: (state: CardWidgetState) => void;
  /** A critical error: a 3-D Secure action it cannot perform, a rejected call. */
  onError?: (error: CardWidgetError) => void;
  /**
   * The final answer was Authorised (the button shows its completed state for 1 s). A promise
   * returned here is the host still finishing (marking the request, re-reading it, leaving the
   * page): the button stays busy, loading after its completed second, until it settles.
   */
  onPaymentCompleted?: (response: PaymentResponse) => void | Promise<unknown>;
  /** The final answer was anything else: Refused, Error, Cancelled. */
  onPaymentFailed?: (response: PaymentResponse) => void;
  /**
   * With callbacks only (a session's widget never calls it): a partial payment made or updated an
   * order, so the payment methods are asked again with `{ order: { orderData, pspReference },
   * locale, countryCode }`; `resolve` a `/paymentMethods` answer (`{ paymentMethods,
   * storedPaymentMethods }`: the form then offers its scheme brands and stored cards) or
   * `reject()` (nothing changes, a warning is logged; so too without an answer within 60 s).
   */
  onPaymentMethodsRequest?: PaymentMethodsRequestCall;
};

export type CardWidgetOptions = {
  /**
   * The widget's language, `ll-CC` (default en-US; `EN_us` is normalised, anything else is an
   * IMPLEMENTATION_ERROR). Shipped: en-US, pt-BR, ko-KR; another shows en-US under `translations`.
   */
  locale?: string;
  /** Strings per locale over the shipped ones, by key (`{ 'pt-BR': { 'pay.button': … } }`). */
  translations?: Readonly<Record<string, WidgetStrings>>;
  /** The amount the Pay button names; the store-details box needs it to be non-zero. */
  amount: { value: number; currency: string };
  /**
   * The secured fields: the frames' origin and the key they encrypt with (the card session's
   * `securedFields`), optionally the frames' folder and shorter timeouts. The card number, expiry
   * date and security code are typed in those frames only.
   */
  securedFields: SecuredFieldsSetup;
  /** The form's Refresh action when the frames failed (default: the page loads again). */
  onRefresh?: () => void;
  /** Accepted brands (default amex, mc, visa); on a tie the one listed first wins. */
  brands?: readonly string[];
  /** Shows the holder name field (default false). */
  hasHolderName?: boolean;
  /** The holder name must not be blank (default false). */
  holderNameRequired?: boolean;
  /** Shows and requires the billing address (default false). */
  billingAddressRequired?: boolean;
  /**
   * Which of the billing address shows: 'full' (default), 'partial' (the postal code
   * and its country) or 'none'; only with `billingAddressRequired`.
   */
  billingAddressMode?: BillingAddressMode;
  /** The address fields that must be filled (default all six); the others show '(optional)'. */
  billingAddressRequiredFields?: readonly AddressFormField[];
  /** The countries offered (ISO alpha-2); exactly one: the country is read-only (§5). */
  billingAddressAllowedCountries?: readonly string[];
  /** `data.billingAddress`, when complete and valid, shows as a read-only summary (§2). */
  billingAddressReadOnly?: boolean;
  /**
   * The address search (§3, §7): called with the text typed 300 ms after the payer stops; answer
   * `actions.resolve([{ id, name, ...address fields }])` or `actions.reject({ errorMessage })`.
   */
  onAddressLookup?: AddressLookupCall;
  /** A search result without its fields was chosen: answer them with `actions.resolve(item)`. */
  onAddressSelected?: AddressSelectedCall;
  /**
   * The country and state lists (§7 datasets): an API's (`{ baseUrl, locale }`, fetched when the
   * address first shows) or the caller's own loaders; default the built-in ones.
   */
  datasets?: AddressDatasets | AddressDatasetsSource;
  /** Hides the security code whatever the brand (default false; bcmc hides it anyway). */
  hideCVC?: boolean;
  /** §3 hasCVC (default true): false asks for no security code, as `hideCVC` does. */
  hasCVC?: boolean;
  /** §3 showBrandIcon (default true): false shows no brand mark in the card number field. */
  showBrandIcon?: boolean;
  /**
   * §3 showContextualElement (default true): the hints under the expiry date ('Front of card in
   * format MM/YY') and the security code (where its digits are printed), hidden while the field
   * shows an error; false shows none.
   */
  showContextualElement?: boolean;
  /** §3 maskSecurityCode (default false): the security code frame shows dots. */
  maskSecurityCode?: boolean;
  /**
   * The holder name above the card number (default true) or,
   * false, below the expiry date and security code (docs/widget.md#views).
   */
  positionHolderNameOnTop?: boolean;
  /**
   * A disclaimer above Pay (§3, §5): `message` with `%{linkText}` where the link goes,
   * `linkText`, and `link` (https only: another is shown as plain text, with a warning). Rendered
   * as text, never HTML. Loaded only when given.
   */
  disclaimerMessage?: DisclaimerMessage;
  /**
   * A stored card to pay (§2 "Stored-card form", §5): the id of one of
   * `storedPaymentMethods`. Given, the widget shows the stored-card form instead of the new-card
   * form — the brand, '•••• 1111', the read-only expiry, the security code only (instalments and
   * the disclaimer when given; no holder name, no billing address) — and an error when the card
   * does not support the Ecommerce shopper interaction. Loaded only when given.
   */
  storedPaymentMethodId?: string;
  /** The shopper's stored cards (§3 "Stored card"; a session's setup gives them). */
  storedPaymentMethods?: readonly StoredCard[];
  /** The Brazilian CPF/CNPJ field: 'auto' (when the bin lookup asks for it), 'show' or 'hide'. */
  socialSecurityNumberMode?: SocialSecurityNumberMode;
  /** Offers to store the card (shown only when the amount is not 0). */
  enableStoreDetails?: boolean;
  /** Named in the store-details authorisation (default 'the merchant'). */
  merchantName?: string;
  /**
   * Wallet buttons under 'or pay with'; a press opens the wallet's sheet. In the sandbox the sheet
   * is the widget's own, and `sandboxOutcome` (the session's `walletOutcome`) says what
   * the wallets do: `unavailable` and `script-error` show no button (the second reports a
   * SCRIPT_ERROR); `paid` and `authorisation-error` open the sheet (the API answers). With
   * `production` the real wallets instead (`wallets/production-types.ts`).
   */
  wallets?: {
    googlePay?: boolean;
    applePay?: boolean;
    sandboxOutcome?: SandboxWalletOutcome;
    production?: ProductionWalletOptions;
    /**
     * Shown as express buttons, on this page (§9 express pages): the wallets' analytics
     * events say so (`isExpress`, `expressPage`). Absent: wallets in the form, `isExpress` false.
     */
    expressPage?: ExpressPage;
  };
  /**
   * The `redirectResult` the payer returned with from a redirect: the widget sends it to
   * `onAdditionalDetails` at once, its Pay button busy.
   */
  redirectResult?: string;
  /** How a redirect leaves the page (default the browser's; stories and tests give their own). */
  redirectNavigator?: Navigator;
  /** 3-D Secure challenge window size code 01–05 (default 02). */
  challengeWindowSize?: string;
  /** The only origin whose challenge messages are accepted (default the page's own). */
  challengeOrigin?: string;
  /** An expiry before this month (MM/YY) is refused as expiring too soon. */
  minimumExpiryDate?: string;
  /**
   * The bin lookup (§7): called with the number frame's encrypted BIN; its answer gives
   * the brands (several: the dual-brand switcher), their policies, the issuing country and the
   * CPF/CNPJ. Without it the brand is the card rules' own detection.
   */
  binLookup?: BinLookupCall;
  /** Korean cards ask for the tax number and the card password's first 2 digits (default false). */
  koreanAuthenticationRequired?: boolean;
  /**
   * A new card is paid as this kind of card (§3 paymentMethod.fundingSource), e.g. 'debit' where
   * the merchant offers a debit option; left out, the processor decides.
   */
  fundingSource?: 'credit' | 'debit';
  /** The device's signals in each payment (`riskData.clientData`, §3); on unless `enabled: false`. */
  risk?: { enabled?: boolean };
  /** The shopper's country (ISO 3166 alpha-2): the Korean fields' country without a lookup. */
  countryCode?: string;
  /** Prefilled values (§3 "data"). */
  data?: { holderName?: string; billingAddress?: Partial<BillingAddress> };
  /** Today, for the expiry date (default the clock). */
  today?: Date;
  /**
   * Analytics (docs/widget.md#options): on unless `enabled: false`. The events go
   * through `analyticsSink` (the session widgets give one for their API; without it none are sent).
   */
  analytics?: { enabled?: boolean };
  /** Where the widget notes its analytics events (the session widgets make it). */
  analyticsSink?: WidgetAnalytics;
  /** Click to Pay above the card form, loaded only when given. */
  clickToPay?: WidgetClickToPayOptions;
  /**
   * The fast-checkout sign-up under the card fields, loaded only when given: its §3 config,
   * checked by §5 (invalid: not displayed, a warning logged). Its `fastlaneData` goes into the
   * card payment's `paymentMethod`.
   */
  fastCheckout?: unknown;
  /**
   * Instalments (§3): options per brand (`visa`, `mc`, …) or for any `card` — `values`,
   * `preselectedValue`, `plans: ['revolving']`. Shown when the card's brand has more than one
   * option; the choice goes into the payment data as `installments: { value, plan? }`. Loaded only
   * when given.
   */
  installmentOptions?: InstalmentOptionsByBrand;
  /**
   * Gift cards (§4 orders): their balance and order calls. Given, the widget offers to
   * pay part with a gift card (a lazy part); the Pay button then names what is left to pay.
   */
  giftCard?: GiftCardCalls;
  /**
   * An order a gift card paid part of, to continue (the session widget restores it
   * after a reload): the widget shows what was paid, and Pay names what is left.
   */
  order?: Order;
  /** The order under way as it changes: a partial payment's, or null once paid or cancelled. */
  onOrderChange?: (order: Order | null) => void;
};

export type CardWidgetProps = CardWidgetOptions & CardWidgetCallbacks & { className?: string };
