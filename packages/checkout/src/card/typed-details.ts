/**
 * What the payer typed in the page's own fields (the holder name and the billing address), read
 * from the form's payment data so a fresh form after 'Try again' starts with it; only the secured
 * fields (number, expiry date, security code) start empty, as the card providers' forms do.
 */
import { STATE_NOT_APPLICABLE } from '../rules/address';
import type { BillingAddress } from '../widget/form';

export type TypedDetails = { holderName?: string; billingAddress?: Partial<BillingAddress> };

/** The part of a card form's payment data this reads (the widget's and Adyen Web's alike). */
export type TypedSource = {
  paymentMethod?: object;
  billingAddress?: Partial<BillingAddress>;
};

/** The holder name and the address as typed; a country without states drops its 'N/A'. */
export function typedDetailsOf(data: TypedSource): TypedDetails {
  const typed: TypedDetails = {};
  const method = data.paymentMethod;
  const holderName = method && 'holderName' in method ? method.holderName : undefined;
  if (typeof holderName === 'string' && holderName) typed.holderName = holderName;
  if (data.billingAddress) {
    const { stateOrProvince, ...rest } = data.billingAddress;
    typed.billingAddress =
      stateOrProvince && stateOrProvince !== STATE_NOT_APPLICABLE
        ? { ...rest, stateOrProvince }
        : rest;
  }
  return typed;
}
