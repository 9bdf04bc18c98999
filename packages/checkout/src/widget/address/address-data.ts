/**
 * The billing address's built-in data (docs/widget.md#validation "State"): the country list, named by
 * `Intl.DisplayNames` in en-US, and the state lists of the four countries that have one (AU, BR,
 * CA, US), both from the rules' datasets (the API serves the same, §7), as the kit's options.
 * Pure data and functions: no React.
 */
import { countryDataset, stateDataset, type DatasetEntry } from '../../rules';
import { ADDRESS_TEXTS, type AddressTextKey } from './address-texts';

export { DEFAULT_COUNTRY } from '../form/card-constants';

export type AddressOption = { value: string; label: string };

const asOption = ({ id, name }: DatasetEntry): AddressOption => ({ value: id, label: name });

/** The country list, sorted by its name in the locale (a new list per call: callers keep it). */
export function countryOptions(locale = 'en-US'): AddressOption[] {
  return countryDataset(locale).map(asOption);
}

/** The states of a country with a dataset (AU, BR, CA, US), else an empty list. */
export function stateOptions(country: string): readonly AddressOption[] {
  return stateDataset(country).map(asOption);
}

/** What the country calls its states: 'Province' in Canada, 'State' elsewhere. */
export function stateLabel(country: string): 'State' | 'Province' {
  return ADDRESS_TEXTS[addressLabelKeys(country, false).stateOrProvince];
}

/** The keys of the address fields' labels (`address-texts.ts`), by country. */
export function addressLabelKeys(country: string, houseNumberOptional: boolean) {
  return {
    country: 'address.country',
    street: houseNumberOptional ? 'address.streetAddress' : 'address.street',
    houseNumberOrName: houseNumberOptional ? 'address.apartmentSuite' : 'address.houseNumber',
    city: 'address.city',
    stateOrProvince: country.toUpperCase() === 'CA' ? 'address.province' : 'address.state',
  } as const satisfies Record<string, AddressTextKey>;
}

/** The labels of the address fields, by country (the US wording where the house number is optional). */
export function addressLabels(country: string, houseNumberOptional: boolean) {
  const keys = addressLabelKeys(country, houseNumberOptional);
  return {
    country: ADDRESS_TEXTS[keys.country],
    street: ADDRESS_TEXTS[keys.street],
    houseNumberOrName: ADDRESS_TEXTS[keys.houseNumberOrName],
    city: ADDRESS_TEXTS[keys.city],
    stateOrProvince: ADDRESS_TEXTS[keys.stateOrProvince],
  } as const;
}
