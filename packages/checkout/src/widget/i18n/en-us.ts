/**
 * The card widget's strings in en-US (issue 16, card-widget.md §7 "translations … falling back to
 * en-US"): bundled with the widget, the table every other locale is checked against (same keys,
 * same placeholders). Keys are the error codes where a string is an error (§5, §8: codes double
 * as message keys), else `{part}.{name}`; `{name}` is a placeholder `translate` fills.
 * Other locales are JSON beside this file (`pt-BR.json`, `ko-KR.json`), loaded only when asked for.
 */
import { taxNumberText } from '@paypage/ui';
import { CARD_FIELD_ERRORS, FORM_FIELD_ERRORS } from '../../rules';
import { STORE_DETAILS_TITLE, storeDetailsText } from '../card-constants';

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
  'field.holderName': 'Name on card',
  'field.holderName.optional': 'Name on card (optional)',
  'field.holderName.placeholder': 'J. Smith',
  'field.cardNumber': 'Card number',
  'field.expiryDate': 'Expiry date',
  'field.securityCode': 'Security code',
  'field.securityCode.qualified': 'Security code ({qualifiers})',
  'field.optional': 'optional',
  'field.taxNumber': 'Birth date or corporate registration number',
  'field.taxNumber.birthDate': taxNumberText['birth-date'].label,
  'field.taxNumber.birthDate.hint': taxNumberText['birth-date'].hint,
  'field.taxNumber.business': taxNumberText['corporate-registration-number'].label,
  'field.taxNumber.business.hint': taxNumberText['corporate-registration-number'].hint,
  'field.password': 'First 2 digits of card password',
  'field.socialSecurityNumber': 'CPF/CNPJ',
  'field.socialSecurityNumber.optional': 'CPF/CNPJ (optional)',
  'form.fieldError': '{field}: {message}',
  'form.fieldErrors': '{count} fields need your attention. {detail}',
  'form.refresh': 'Refresh',
  'form.dualBrand': 'This card has two brands. Choose one to pay with:',
  'pay.button': 'Pay {amount}',
  'pay.saveDetails': 'Save details',
  'pay.accepted': 'Payment accepted',
  'address.legend': 'Billing address',
  'storeDetails.title': STORE_DETAILS_TITLE,
  'storeDetails.text': storeDetailsText('{merchant}'),
} as const satisfies Record<string, string>;

export type WidgetStringKey = keyof typeof EN_US;
/** A locale's strings: any of en-US's keys (a missing one falls back to en-US). */
export type WidgetStrings = Partial<Record<WidgetStringKey, string>>;
