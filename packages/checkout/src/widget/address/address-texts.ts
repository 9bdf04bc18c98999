/**
 * The billing address's own strings in en-US, in one place: the part shows a locale's
 * string for a key when the locale has one (`Translate.part`), else these. Keys as in the
 * translations (`card-widget/en-us-parts.ts` spreads this table); `{name}` is a placeholder.
 */
import type { PartStringKey } from '../i18n/part-keys';
import { fillPlaceholders, type PartText, type TranslationValues } from '../i18n/translate';

export const ADDRESS_TEXTS = {
  'address.country': 'Country',
  'address.street': 'Street',
  'address.streetAddress': 'Street address',
  'address.houseNumber': 'House number',
  'address.apartmentSuite': 'Apt, suite (optional)',
  'address.city': 'City',
  'address.state': 'State',
  'address.province': 'Province',
  'address.selectState': 'Select a state',
  'address.selectProvince': 'Select a province',
  /** A locale's name for the field; en-US names it per country ('ZIP code', 'Postcode', …). */
  'address.postalCode': 'Postal code',
  'address.optional': '{label} (optional)',
  'address.countryCodeHint': 'Two-letter code, like US',
} as const satisfies Record<string, string>;

export type AddressTextKey = keyof typeof ADDRESS_TEXTS;

/** A part's string in the locale (`text`, the part's lookup), else its en-US one in `table`. */
export function localText<T extends Record<string, string>>(
  text: PartText | undefined,
  table: T,
  key: keyof T & PartStringKey,
  values?: TranslationValues,
): string {
  return text?.(key, values) ?? fillPlaceholders(table[key] ?? '', values);
}

/** An address string in the locale, else in en-US. */
export const addressText = (
  text: PartText | undefined,
  key: AddressTextKey,
  values?: TranslationValues,
): string => localText(text, ADDRESS_TEXTS, key, values);
