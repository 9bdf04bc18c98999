/**
 * Billing address rules (docs/widget.md#options): clean-up of typed values and which countries make
 * the house number optional or have a state list. Postal codes per country are input rules of the
 * kit (`@paypage/ui/rules`: `validatePostalCode`, `postalCodeHint`, `postalCodeMaxLength`).
 */
import { deepFreeze } from './deep-freeze';

/** The billing address fields, in the order the form shows them. */
export const ADDRESS_FIELDS = /* @__PURE__ */ deepFreeze([
  'street',
  'houseNumberOrName',
  'postalCode',
  'city',
  'stateOrProvince',
  'country',
] as const);

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The state value sent when the country has no states (§3). */
export const STATE_NOT_APPLICABLE = 'N/A';
/** The house number sent for wallet addresses, which have none (§3). */
export const WALLET_HOUSE_NUMBER = 'ZZ';

/** Fields that lose special characters while the payer types (§5). */
const CLEANED_FIELDS: readonly string[] = ['street', 'houseNumberOrName', 'city'];
/** `? + _ = ! @ # $ % ^ & * ( ) { } ~ < > [ ] \` */
const SPECIAL_CHARACTERS = /[?+_=!@#$%^&*(){}~<>[\]\\]/g;

/**
 * A typed address value, cleaned (§5). While typing (`'input'`): leading whitespace goes, and
 * street, houseNumberOrName and city lose the characters `? + _ = ! @ # $ % ^ & * ( ) { } ~ < > [
 * ] \`. On blur: the same, then the value is trimmed and every inner run of whitespace (tabs and
 * line breaks included) becomes one space. Trailing spaces stay while typing so words can be
 * typed.
 */
export function normalizeAddressField(
  field: string,
  value: string,
  phase: 'input' | 'blur',
): string {
  let cleaned = value.replace(/^\s+/, '');
  if (CLEANED_FIELDS.includes(field)) cleaned = cleaned.replace(SPECIAL_CHARACTERS, '');
  return phase === 'blur' ? cleaned.trim().replace(/\s+/g, ' ') : cleaned;
}

const HOUSE_NUMBER_OPTIONAL: readonly string[] = ['AU', 'CA', 'US'];

/**
 * Whether houseNumberOrName may be left empty: in AU, CA and US the second line is an optional
 * apartment or suite (§5). Country codes are ISO 3166-1 alpha-2, case-insensitive.
 */
export function isHouseNumberOptional(country: string): boolean {
  return HOUSE_NUMBER_OPTIONAL.includes(country.toUpperCase());
}

const STATE_DATASET_COUNTRIES: readonly string[] = ['AU', 'BR', 'CA', 'US'];

/** Whether the state is a list to choose from; elsewhere the value is `STATE_NOT_APPLICABLE`. */
export function hasStateDataset(country: string): boolean {
  return STATE_DATASET_COUNTRIES.includes(country.toUpperCase());
}
