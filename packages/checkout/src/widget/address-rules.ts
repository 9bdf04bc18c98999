/**
 * The billing address's rules the form's state uses (card-form.ts, use-card-form.ts): each
 * field's error, its value on blur, its label as announced and the address the payment data sends
 * (address-form.ts). They are only needed when the form asks for a billing address, so the
 * embeddable builds carry them in the billing-address part (it re-exports them) and give the first
 * file src/embed/lazy-address-rules.ts in their place (scripts/build-widget.mjs LAZY_SEAMS).
 */
import {
  addressError,
  addressFieldLabel,
  addressValueOnBlur,
  billingAddressData,
} from './address-form';

export const addressRules = {
  addressError,
  addressValueOnBlur,
  addressFieldLabel,
  billingAddressData,
};

export type AddressRules = typeof addressRules;
