/**
 * The billing address's rules the form's state uses (card-form.ts, use-card-form.ts): the postal
 * code's check, hint, canonical form and label by country, the state's label and the address
 * labels, each field's error, its value on blur and the address the payment data sends. They are only needed when the form asks for a billing address, so the embeddable builds
 * carry them in the billing-address part (it re-exports them) and give the first file
 * src/embed/lazy-address-rules.ts in their place (scripts/build-widget.mjs LAZY_SEAMS).
 */
import {
  canonicalPostalCode,
  postalCodeFormat,
  postalCodeHint,
  validatePostalCode,
} from '@paypage/ui/rules';
import { addressLabelKeys, addressLabels, stateLabel } from './address-data';
import { addressError, addressValueOnBlur, billingAddressData } from './address-form';

export const addressRules = {
  validatePostalCode,
  postalCodeHint,
  canonicalPostalCode,
  postalCodeLabel: (country: string): string => postalCodeFormat(country).label,
  postalCodeExample: (country: string): string => postalCodeFormat(country).example,
  stateLabel,
  addressLabels,
  addressLabelKeys,
  // The address's part of the form's state (address-form.ts).
  addressError,
  addressValueOnBlur,
  billingAddressData,
};

export type AddressRules = typeof addressRules;
