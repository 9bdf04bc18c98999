/**
 * The card widget's strings in en-US (docs/widget.md#calls "translations … falling back to
 * en-US"): bundled with the widget, the table every other locale is checked against (same keys,
 * same placeholders). Keys are the error codes where a string is an error (§5, §8: codes double
 * as message keys), else `{part}.{name}`; `{name}` is a placeholder `translate` fills.
 * Other locales are JSON beside this file (`pt-BR.json`, `ko-KR.json`), loaded only when asked for.
 * The lazy parts' strings are not here: each part keeps its own en-US text, so the first file
 * carries none of it (`card-widget/en-us-parts.ts` names them for the locales).
 */
import { CARD_FIELD_ERRORS, FORM_FIELD_ERRORS } from '../../rules';
import type { PartStringKey } from './part-keys';

export const EN_US = {
  ...CARD_FIELD_ERRORS,
  'cc.cvc.921': 'Enter the {digits}-digit security code',
  ...FORM_FIELD_ERRORS,
  'address.country.required': 'Select a country',
  'address.street.required': 'Enter the street address',
  'address.houseNumberOrName.required': 'Enter the house number',
  'address.city.required': 'Enter the city',
  'address.stateOrProvince.required': 'Select the {state}',
  'address.postalCode.invalid': '{hint}',
  /** The same error for a country with an example code: a locale names the example. */
  'address.postalCode.example': '{hint}',
  'field.holderName': 'Name on card',
  'field.holderName.optional': 'Name on card (optional)',
  'field.holderName.placeholder': 'J. Smith',
  'field.cardNumber': 'Card number',
  'field.expiryDate': 'Expiry date',
  'field.expiryDate.hint': 'Front of card in format MM/YY',
  'field.securityCode': 'Security code',
  'field.securityCode.qualified': 'Security code ({qualifiers})',
  'field.securityCode.placeholder': '3 digits',
  /** The placeholder for a brand's 4-digit code (amex). */
  'field.securityCode.placeholder.four': '4 digits',
  'field.securityCode.hint.back': '3 digits on back of card',
  'field.securityCode.hint.front': '4 digits on front of card',
  'field.optional': 'optional',
  'field.taxNumber': 'Birth date or corporate registration number',
  'field.password': 'First 2 digits of card password',
  'field.socialSecurityNumber': 'CPF/CNPJ',
  'field.socialSecurityNumber.optional': 'CPF/CNPJ (optional)',
  'form.fieldError': '{field}: {message}',
  'form.fieldErrors': '{count} fields need your attention. {detail}',
  'form.refresh': 'Refresh',
  'pay.button': 'Pay {amount}',
  'pay.saveDetails': 'Save details',
  'pay.accepted': 'Payment accepted',
} as const satisfies Record<string, string>;

export type WidgetStringKey = keyof typeof EN_US;
/** A locale's strings: any key of en-US or of a part (a missing one falls back to en-US). */
export type WidgetStrings = Partial<Record<WidgetStringKey | PartStringKey, string>>;
