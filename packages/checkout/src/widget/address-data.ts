/**
 * The billing address's built-in data (card-widget.md §5 "State"): the country list, named by
 * `Intl.DisplayNames` in en-US, and the state lists of the four countries that have one (AU, BR,
 * CA, US), both from the rules' datasets (the API serves the same, §7), as the kit's options.
 * Pure data and functions: no React.
 */
import { countryDataset, stateDataset, type DatasetEntry } from '../rules';

export { DEFAULT_COUNTRY } from './card-constants';

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
  return country.toUpperCase() === 'CA' ? 'Province' : 'State';
}

/** The labels of the address fields, by country (the US wording where the house number is optional). */
export function addressLabels(country: string, houseNumberOptional: boolean) {
  return {
    country: 'Country',
    street: houseNumberOptional ? 'Street address' : 'Street',
    houseNumberOrName: houseNumberOptional ? 'Apt, suite (optional)' : 'House number',
    city: 'City',
    stateOrProvince: stateLabel(country),
  } as const;
}
