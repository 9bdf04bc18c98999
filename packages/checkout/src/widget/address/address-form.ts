/**
 * The billing address in the card form's state (card-form.ts): each field's error, the address
 * the payment data sends, a field's value cleaned on blur and its label as announced. Only a form that asks for an address
 * (address-mode.ts) runs them, so they are address rules (address-rules.ts): the embeddable
 * builds carry them in the billing-address part, not in the first file.
 */
import {
  canonicalPostalCode,
  postalCodeFormat,
  postalCodeHint,
  validatePostalCode,
} from '@paypage/ui/rules';
import { normalizeAddressField, STATE_NOT_APPLICABLE } from '../../rules';
import { addressLabelKeys, addressLabels, stateLabel } from './address-data';
import { addressMode, isAddressFieldRequired, type AddressModeOptions } from './address-mode';
import type {
  AddressFormField,
  BillingAddress,
  CardFormError,
  PartialBillingAddress,
} from '../form/form-types';
import { enUsError, formError } from '../form/form-errors';
import type { PartText } from '../i18n/translate';

/** One address field's error as it stands, or null (the field shown: address-mode.ts). */
export function addressError(
  field: AddressFormField,
  address: BillingAddress,
  details: { houseNumberOptional: boolean },
  options: AddressModeOptions,
): CardFormError | null {
  const value = address[field].trim();
  // An optional field may be left empty; what is typed into it is still checked.
  if (value === '' && !isAddressFieldRequired(field, options)) return null;
  switch (field) {
    case 'postalCode': {
      if (validatePostalCode(address.country, value)) return null;
      const hint = postalCodeHint(address.country);
      const { example } = postalCodeFormat(address.country);
      // en-US shows the country's hint; a locale says it with the country's example, if any.
      return example
        ? {
            ...formError('address.postalCode.invalid', hint, { hint, example }),
            key: 'address.postalCode.example',
          }
        : formError('address.postalCode.invalid', hint, { hint });
    }
    case 'stateOrProvince': {
      const state = stateLabel(address.country).toLowerCase();
      return value === '' || value === STATE_NOT_APPLICABLE
        ? enUsError('address.stateOrProvince.required', { state })
        : null;
    }
    case 'houseNumberOrName':
      return value === '' && !details.houseNumberOptional
        ? enUsError('address.houseNumberOrName.required')
        : null;
    default:
      return value === '' ? enUsError(`address.${field}.required`) : null;
  }
}

/** A field's value as the payer leaves it (spaces tidied; the country and state are chosen). */
export function addressValueOnBlur(field: AddressFormField, value: string): string {
  return field === 'country' || field === 'stateOrProvince'
    ? value
    : normalizeAddressField(field, value, 'blur');
}

/**
 * The address the payment data sends: every field ('full' mode; a country without states sends
 * 'N/A'), or the postal code and its country ('partial'), values cleaned as on blur; none with
 * 'none'.
 */
export function billingAddressData(
  address: BillingAddress,
  details: { hasStates: boolean },
  options: AddressModeOptions,
): BillingAddress | PartialBillingAddress | undefined {
  const mode = addressMode(options);
  const clean = (field: AddressFormField) => normalizeAddressField(field, address[field], 'blur');
  if (mode === 'partial') {
    // The postal code and the country it was checked for (address-mode.ts).
    return {
      postalCode: canonicalPostalCode(address.country, clean('postalCode')),
      country: address.country,
    };
  }
  if (mode !== 'full') return undefined;
  return {
    street: clean('street'),
    houseNumberOrName: clean('houseNumberOrName'),
    postalCode: canonicalPostalCode(address.country, clean('postalCode')),
    city: clean('city'),
    stateOrProvince: details.hasStates ? clean('stateOrProvince') : STATE_NOT_APPLICABLE,
    country: address.country,
  };
}

/** A field's name as announced with its error: the locale's (a part's strings), else en-US's by country. */
export function addressFieldLabel(
  partText: PartText,
  field: AddressFormField,
  country: string,
  houseNumberOptional: boolean,
): string {
  if (field === 'postalCode') {
    return partText('address.postalCode') ?? postalCodeFormat(country).label;
  }
  const key = addressLabelKeys(country, houseNumberOptional)[field];
  return (key && partText(key)) ?? addressLabels(country, houseNumberOptional)[field];
}
