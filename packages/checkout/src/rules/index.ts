/**
 * `@paypage/checkout/rules`: the card-checkout widget's rules as pure TypeScript (no React, DOM
 * or CSS), reusable on their own by an integrator. Every table is frozen; every date rule takes
 * an explicit "today"; money is integer minor units.
 */
export {
  ADDRESS_FIELDS,
  hasStateDataset,
  isHouseNumberOptional,
  normalizeAddressField,
  STATE_NOT_APPLICABLE,
  WALLET_HOUSE_NUMBER,
  type AddressField,
} from './address';
export { countryDataset, stateDataset, type DatasetEntry } from './address-datasets';
export {
  answerFromKnownBins,
  binLookupResult,
  chosenLookupBrand,
  hasKoreanFields,
  keepOneRestrictedBrand,
  RESTRICTED_BRANDS,
  type BinLookupAnswer,
  type BinLookupBrand,
  type BinLookupResult,
  type KnownBin,
} from './bin-lookup';
export {
  CARD_BRANDS,
  DEFAULT_SUPPORTED_BRANDS,
  findCardBrand,
  type CardBrandDefinition,
  type CardBrandType,
  type FieldPolicy,
  type SecurityCodeLabel,
} from './card-brands';
export {
  cvcPolicyFor,
  isPolicyFieldValid,
  isStoreDetailsShown,
  validateHolderName,
  validateKoreanCardPassword,
} from './card-form';
export {
  cardNumberInputMaxLength,
  cardNumberLengths,
  detectCardBrand,
  formatCardNumber,
  isLuhnValid,
  luhnCheckDigit,
  MAX_CARD_NUMBER_LENGTH,
  validateCardNumber,
  type CardNumberErrorCode,
  type CardNumberOptions,
} from './card-number';
export {
  challengeWindowCode,
  challengeWindowSize,
  challengeWindowSizes,
  DEFAULT_CHALLENGE_WINDOW_CODE,
  type ChallengeWindowCode,
  type ChallengeWindowDimensions,
} from './challenge-window';
export { isClickToPayCardExpired, sortClickToPayCards, type ClickToPayCard } from './click-to-pay';
export { brandsString, cutConfigString, MAX_CONFIG_STRING_LENGTH } from './config-strings';
export {
  currencyMinorUnitDivisor,
  formatMinorUnits,
  THREE_DECIMAL_CURRENCIES,
  ZERO_DECIMAL_CURRENCIES,
} from './currency';
export {
  API_ERRORS,
  callFailedMessage,
  CARD_FIELD_ERRORS,
  cardFieldErrorMessage,
  CheckoutError,
  ERROR_KINDS,
  ERRORS_NOT_ANNOUNCED_ON_CHANGE,
  FORM_FIELD_ERRORS,
  REDIRECT_ERROR,
  serviceUnavailableMessage,
  THREEDS2_ERRORS,
  WIDGET_ERROR_MESSAGES,
  type ApiErrorCode,
  type CardFieldErrorCode,
  type ErrorKind,
  type FormFieldErrorCode,
  type ThreeDS2ErrorCode,
} from './errors';
export {
  EXPIRED_GRACE_MONTHS,
  formatExpiryDateInput,
  fullExpiryYear,
  MAX_YEARS_AHEAD,
  normalizeExpiryDate,
  validateExpiryDate,
  type ExpiryDateErrorCode,
} from './expiry-date';
export {
  isFastCheckoutConsentBrand,
  validateFastCheckoutConfig,
  type FastCheckoutConfig,
  type FastCheckoutConfigCheck,
} from './fast-checkout';
export {
  areInstalmentsInUse,
  areInstalmentsShown,
  initialInstalmentSelection,
  instalmentOptionsFor,
  instalmentPaymentData,
  type InstalmentOptions,
  type InstalmentOptionsByBrand,
  type InstalmentPlan,
  type InstalmentSelection,
} from './instalments';
export {
  disclaimerParts,
  isValidDisclaimerLink,
  isValidWebUrl,
  DISCLAIMER_LINK_PLACEHOLDER,
  type DisclaimerMessage,
  type DisclaimerParts,
} from './links';
export {
  GOOGLE_PAY_BUTTON_LOCALES,
  googlePayButtonLocale,
  type GooglePayButtonLocale,
} from './google-pay-button-locale';
export { assertLocale, isValidLocale, normalizeLocale } from './locale';
export {
  securityCodeFor,
  validateSecurityCode,
  type SecurityCodeErrorCode,
  type SecurityCodeSpec,
} from './security-code';
export { THREEDS2_CHALLENGE_TIMEOUT_MS, THREEDS2_FINGERPRINT_FRAME_TIMEOUT_MS } from './three-ds';
export {
  isStoredCardPayable,
  storedCardExpiry,
  STORED_CARD_NOT_ECOMMERCE,
  type StoredCard,
} from './stored-card';
