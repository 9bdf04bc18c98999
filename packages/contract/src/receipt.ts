/**
 * How the receipt names what paid a request (docs/payer-page.md "Receipt"): the method, with the
 * card's brand and last four digits or the bank account's bank and mask when the processor gave
 * them. Shared by the page's receipt and the API's receipt PDF and e-mail, so all three say the same.
 */
import type { PaymentDetails } from './schemas';
import type { KnownMethodPaidWith, MethodPaidWith } from './values';

/**
 * How `methodPaidWith` reads on the receipt: payByBank → 'Bank Payment' (spec), the others as
 * the contract chose. An unknown value is shown as sent.
 */
export const METHOD_PAID_WITH_LABELS = {
  card: 'Card',
  payByBank: 'Bank Payment',
  ach: 'ACH transfer',
  wire: 'Wire transfer',
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
} as const satisfies Record<KnownMethodPaidWith, string>;

export function methodPaidWithLabel(value: MethodPaidWith): string {
  return Object.hasOwn(METHOD_PAID_WITH_LABELS, value)
    ? METHOD_PAID_WITH_LABELS[value as KnownMethodPaidWith]
    : value;
}

/** Card brands as processors name them (Adyen's `mc`, Stripe's `mastercard`, …) → their names. */
export const CARD_BRAND_NAMES = {
  visa: 'Visa',
  mc: 'Mastercard',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  cup: 'UnionPay',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  cartebancaire: 'Cartes Bancaires',
  elo: 'Elo',
  hipercard: 'Hipercard',
} as const satisfies Record<string, string>;

/** A brand's name; one the table does not know, as the processor sent it. */
export function cardBrandName(brand: string): string {
  const key = brand.toLowerCase();
  return Object.hasOwn(CARD_BRAND_NAMES, key)
    ? CARD_BRAND_NAMES[key as keyof typeof CARD_BRAND_NAMES]
    : brand;
}

/** Methods paid with a card (a wallet holds one). */
const CARD_METHODS = ['card', 'applePay', 'googlePay'] as const satisfies KnownMethodPaidWith[];

function cardText(details: PaymentDetails | null, fallback: string): string | null {
  const brand = details?.brand ? cardBrandName(details.brand) : null;
  const lastFour = details?.lastFour ?? null;
  if (!brand && !lastFour) return null;
  return lastFour ? `${brand ?? fallback} ending in ${lastFour}` : brand;
}

function accountText(details: PaymentDetails | null): string | null {
  const bank = details?.bankName ?? null;
  const mask = details?.accountMask ?? null;
  if (bank && mask) return `${bank} account ending in ${mask}`;
  return bank ?? (mask ? `account ending in ${mask}` : null);
}

/**
 * The receipt's 'Payment method': 'Visa ending in 1111', 'Apple Pay (Visa ending in 1111)',
 * 'Bank Payment, First Platypus Bank account ending in 0000', or the method's label alone.
 */
export function paidWithText(method: MethodPaidWith, details: PaymentDetails | null): string {
  const label = methodPaidWithLabel(method);
  if ((CARD_METHODS as readonly string[]).includes(method)) {
    const card = cardText(details, 'Card');
    if (!card) return label;
    return method === 'card' ? card : `${label} (${card})`;
  }
  const account = accountText(details);
  return account ? `${label}, ${account}` : label;
}
