/**
 * The embeddable builds' stand-in for src/widget/address-rules.ts (scripts/build-widget.mjs
 * LAZY_SEAMS): the rules themselves come with the billing-address part, which the mount preloads
 * before a form that asks for an address renders (lazy-part.tsx `preloadWidgetParts`). Until it
 * has loaded (or if it failed to), the address cannot be valid: every address field is
 * 'Complete the billing address' and its label is empty, so the form cannot be paid without the
 * fields (and its data has no address).
 */
import type { AddressRules } from '../widget/address-rules';
import { formError } from '../widget/form-errors';
import { loadedPart } from './lazy-part';

const rules = () => loadedPart('billing-address-fields')?.addressRules as AddressRules | undefined;

export const addressRules: AddressRules = {
  addressError: (field, address, details, options) =>
    rules()?.addressError(field, address, details, options) ??
    (rules() ? null : formError('address.errors.incomplete', undefined)),
  addressValueOnBlur: (field, value) => rules()?.addressValueOnBlur(field, value) ?? value,
  addressFieldLabel: (partText, field, country, houseNumberOptional) =>
    rules()?.addressFieldLabel(partText, field, country, houseNumberOptional) ?? '',
  billingAddressData: (address, details, options) =>
    rules()?.billingAddressData(address, details, options),
};
