/** The sandbox card processor's decision for a card, by the contract's test cards. */
import { SANDBOX_TEST_CARDS, type TestCardOutcome } from '@paypage/contract';

/** Luhn (mod 10) check of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type CardData = {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string | undefined;
};

export type CardDecision =
  | { outcome: TestCardOutcome; brand: string }
  | { outcome: 'declined'; refusalReason: string; brand: string };

/**
 * The sandbox's decision for card data (already in the provider's unencrypted test format).
 * Checks, in order: the number (Luhn), the expiry (the end of its month must not be past in UTC),
 * the security code (3 digits, 4 for Amex), then the test-card table. A valid number that is not
 * a test card is refused, as providers' test environments do.
 */
export function decideCard(card: CardData, now: Date = new Date()): CardDecision {
  const known = SANDBOX_TEST_CARDS.find((c) => c.number === card.number);
  const brand = known?.brand ?? guessBrand(card.number);
  if (!luhnValid(card.number))
    return { outcome: 'declined', refusalReason: 'Invalid Card Number', brand };
  const endOfExpiry = Date.UTC(card.expiryYear, card.expiryMonth, 1);
  if (endOfExpiry <= now.getTime())
    return { outcome: 'declined', refusalReason: 'Expired Card', brand };
  const codeLength = brand === 'amex' ? 4 : 3;
  if (card.securityCode !== undefined && card.securityCode.length !== codeLength) {
    return { outcome: 'declined', refusalReason: 'CVC Declined', brand };
  }
  if (!known) return { outcome: 'declined', refusalReason: 'Not a sandbox test card', brand };
  return { outcome: known.outcome, brand };
}

function guessBrand(number: string): string {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mc';
  if (/^6(011|5)/.test(number)) return 'discover';
  if (/^4/.test(number)) return 'visa';
  return 'unknown';
}
