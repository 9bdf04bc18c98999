/**
 * The card form: its state and rules, errors, the form body and its buttons and notices.
 *
 * Loaded through `import()` by path, so not re-exported here: `dual-brand-switcher`, `korean-tax-number-field`, `disclaimer-message`.
 */
export { CardBrandMark } from './card-brand-mark';
export {
  BILLING_ADDRESS_LEGEND,
  DUAL_BRAND_HEADING,
  OR_PAY_WITH,
  PAY_BUTTON_COMPLETED_MS,
  PAYER_PAGE_CARD_BRANDS,
  STORE_DETAILS_TITLE,
  storeDetailsText,
} from './card-constants';
export {
  ADDRESS_FORM_FIELDS,
  type AddressFormField,
  type BillingAddress,
  CARD_FORM_FIELDS,
  type CardField,
  type CardFormError,
  type CardFormField,
  type CardFrames,
  type CardPaymentData,
  EMPTY_CARD_FRAMES,
  EMPTY_FRAME,
  frameFieldError,
  type FrameFieldState,
  isFieldOptional,
  type SocialSecurityNumberMode,
} from './card-form';
export { CardFormBody } from './card-form-body';
export { cardFormLayout } from './card-form-layout';
export { FailureBanner } from './failure-banner';
export { type CardWidgetFieldError, enUsError, errorObjects, formError } from './form-errors';
export { type PartialBillingAddress } from './form-types';
export { PayButton, type PayButtonStatus } from './pay-button';
export { StoreDetailsConsent } from './store-details-consent';
export { useAnnouncer } from './use-announcer';
export { type CardForm, useCardForm } from './use-card-form';
