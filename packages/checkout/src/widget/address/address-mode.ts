/**
 * The billing address's options as pure rules (docs/widget.md#options, docs/widget.md#validation):
 * which fields a mode shows, which of them are required, the countries the payer may
 * choose from and what the payment data carries. No React, no DOM.
 *
 * Choices where the spec is silent (written down in the note):
 * - `billingAddressRequired` still turns the address on; `billingAddressMode` says which of it:
 *   'full' (default) every field, 'partial' the postal code only (its country is the given one,
 *   else the only allowed one, else US, and it is sent with the postal code to validate it),
 *   'none' nothing (the payment carries no billingAddress).
 * - A field left out of `billingAddressRequiredFields` still shows, labelled '(optional)', and
 *   may be left empty; a value typed into it is still checked (a postal code of the wrong form).
 * - `billingAddressAllowedCountries` limits the country list; with exactly one it is shown
 *   read-only (§5); a given country outside the list gives way to the list's first.
 */
import { ADDRESS_FIELDS, type AddressField } from '../../rules';

export const BILLING_ADDRESS_MODES = ['full', 'partial', 'none'] as const;
export type BillingAddressMode = (typeof BILLING_ADDRESS_MODES)[number];

/** The fields each mode shows, in the form's order. */
const MODE_FIELDS = {
  full: ['country', 'street', 'houseNumberOrName', 'city', 'stateOrProvince', 'postalCode'],
  partial: ['postalCode'],
  none: [],
} as const satisfies Record<BillingAddressMode, readonly AddressField[]>;

export type AddressModeOptions = {
  billingAddressRequired: boolean;
  billingAddressMode?: BillingAddressMode;
  /** Default: all six (§3). */
  billingAddressRequiredFields?: readonly string[];
};

/** The mode in force: 'none' when the address is off altogether. */
export function addressMode(options: AddressModeOptions): BillingAddressMode {
  return options.billingAddressRequired ? (options.billingAddressMode ?? 'full') : 'none';
}

/** Whether the mode shows the field (the state only where the country has states, card-form.ts). */
export function isAddressFieldInMode(field: AddressField, options: AddressModeOptions): boolean {
  return (MODE_FIELDS[addressMode(options)] as readonly AddressField[]).includes(field);
}

/** Whether a shown field must be filled: it is in the required list (default: all six). */
export function isAddressFieldRequired(field: AddressField, options: AddressModeOptions): boolean {
  return (options.billingAddressRequiredFields ?? ADDRESS_FIELDS).includes(field);
}

/** The countries the payer may choose (upper-case, the given order), or null: every country. */
export function allowedCountries(allowed: readonly string[] | undefined): string[] | null {
  if (!allowed || allowed.length === 0) return null;
  return [...new Set(allowed.map((code) => code.trim().toUpperCase()))];
}

/** Whether the country is fixed: exactly one is allowed (§5, the dropdown is read-only). */
export function isCountryFixed(allowed: readonly string[] | undefined): boolean {
  return allowedCountries(allowed)?.length === 1;
}

/** The country the form starts with: the given one if allowed, else the first allowed, else the default. */
export function initialCountry(
  given: string | undefined,
  allowed: readonly string[] | undefined,
  fallback: string,
): string {
  const list = allowedCountries(allowed);
  const code = given?.trim().toUpperCase();
  if (list === null) return code || fallback;
  return code && list.includes(code) ? code : (list[0] ?? fallback);
}
