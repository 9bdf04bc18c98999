/**
 * What the wire / ACH transfer panel shows (spec §2 "Wire / ACH transfer panel"), as pure data:
 * the instruction text, account numbers grouped for reading, and the receiving bank with its
 * fallback. The panel renders it; nothing here touches React or the DOM.
 */
import type { AchDetails, PaymentRequest } from '../../models/payment-request';

export type TransferMethod = 'payByACH' | 'payByWire';

/**
 * The instruction (spec: "use these details to send a domestic wire transfer or an ACH transfer
 * from your bank account to the requester's account"). The account is named by the merchant
 * (chosen: the merchant is who the payer knows; the requester is a person at it).
 */
export function transferInstruction(
  method: TransferMethod,
  request: Pick<PaymentRequest, 'merchant'>,
): string {
  const transfer = method === 'payByWire' ? 'a domestic wire transfer' : 'an ACH transfer';
  return `Use these details to send ${transfer} from your bank account to the account of ${request.merchant.name}.`;
}

/** The note under the account numbers (spec: secure proxy numbers protect the real details). */
export const PROXY_NUMBERS_NOTE =
  'These are secure proxy numbers: your transfer reaches the requester while their real account details stay private.';

/** Spec §2: the button that leaves the panel. */
export const GO_BACK_TO_PAYMENT_METHODS = 'Go back to payment methods';

/**
 * The receiving bank shown when the request names none (chosen): the product's banking partner,
 * which holds the intermediary accounts the proxy numbers belong to. It is the bank of the sample
 * data; a deployment with another partner changes it here.
 */
export const BANKING_PARTNER = {
  name: 'Evolve Bank & Trust',
  address: '6070 Poplar Ave, Memphis, TN 38119',
} as const;

export type ReceivingBank = {
  name: string;
  address: string;
  /** Whether the name or the address is the banking partner's fallback. */
  fallback: boolean;
};

const filled = (value: string | null) => (value?.trim() ? value.trim() : null);

/**
 * The receiving bank of a wire: the request's bank name and address; when the address is missing
 * the banking partner's (spec: "when no bank address is provided a fallback address is shown").
 * A bank name without its address is not paired with the partner's address: the partner is then
 * shown whole, so a name and an address never belong to two different banks.
 */
export function receivingBank(
  details: Pick<AchDetails, 'bankName' | 'bankAddress'>,
): ReceivingBank {
  const name = filled(details.bankName);
  const address = filled(details.bankAddress);
  if (address) return { name: name ?? BANKING_PARTNER.name, address, fallback: name == null };
  return { name: BANKING_PARTNER.name, address: BANKING_PARTNER.address, fallback: true };
}

/**
 * A routing or account number grouped for reading: digits in groups of three (routing numbers,
 * nine digits) or four (account numbers), from the left. Anything but digits is kept as given.
 * The copy buttons copy the number as given, never the grouped form.
 */
export function groupDigits(value: string, size: 3 | 4): string {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return trimmed;
  return trimmed.match(new RegExp(`\\d{1,${size}}`, 'g'))?.join(' ') ?? trimmed;
}

/**
 * Under the reference (docs/payer-page.md "ACH and wire"): where it goes and why. The reference
 * ties the transfer to this request without the link's token.
 */
export const TRANSFER_REFERENCE_NOTE =
  'Add this reference to your transfer (in the memo or reference field) so the payment is matched to this request.';
