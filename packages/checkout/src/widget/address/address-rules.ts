/**
 * The billing address's rules the form's state uses (card-form.ts, use-card-form.ts): each
 * field's error, its value on blur, its label as announced and the address the payment data sends
 * (address-form.ts).
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
