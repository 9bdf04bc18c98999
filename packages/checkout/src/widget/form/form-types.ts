/**
 * The card form's field names and the types its pure helpers share (the address's rules in
 * address-form.ts, the error objects in form-errors.ts), apart from card-form.ts, which re-exports
 * them: those helpers read them without importing the form's rules back (no import circle).
 */
import type { WidgetStringKey } from '../i18n/en-us';
import type { TranslationValues } from '../i18n/translate';

export type BillingAddress = {
  street: string;
  houseNumberOrName: string;
  postalCode: string;
  city: string;
  stateOrProvince: string;
  country: string;
};

/** Every field, in the order the form shows them (and focus moves through them). */
export const CARD_FORM_FIELDS = [
  'holderName',
  'cardNumber',
  'expiryDate',
  'securityCode',
  'taxNumber',
  'password',
  'socialSecurityNumber',
  'country',
  'street',
  'houseNumberOrName',
  'city',
  'stateOrProvince',
  'postalCode',
] as const;

export type CardFormField = (typeof CARD_FORM_FIELDS)[number];
export type AddressFormField = keyof BillingAddress;

/**
 * A field's error: its code (the key of its text, `i18n/en-us.ts`, unless `key` names another),
 * its en-US message, and the values its text names (`{digits}` of 'cc.cvc.921').
 */
export type CardFormError = {
  code: string;
  message: string;
  values?: TranslationValues;
  key?: WidgetStringKey;
};

/** The address of 'partial' mode: the postal code and its country, no other field. */
export type PartialBillingAddress = Pick<BillingAddress, 'postalCode' | 'country'> & {
  [field in Exclude<keyof BillingAddress, 'postalCode' | 'country'>]?: never;
};
