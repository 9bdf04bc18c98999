/** The sandbox card processor's decision for a card, by the contract's test cards. */
import { SANDBOX_TEST_CARDS, type TestCardOutcome } from '@paypage/contract';
import { detectCardBrand, findCardBrand } from '@paypage/checkout/rules';

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
 * the security code (the brand's length; a missing one is refused unless the brand's CVC policy in
 * the card rules is optional or hidden), then the test-card table. A valid number that is not a
 * test card is refused, as providers' test environments do.
 */
export function decideCard(card: CardData, now: Date = new Date()): CardDecision {
  const known = SANDBOX_TEST_CARDS.find((c) => c.number === card.number);
  const brand = known?.brand ?? detectCardBrand(card.number) ?? 'unknown';
  const rules = findCardBrand(brand);
  if (!luhnValid(card.number))
    return { outcome: 'declined', refusalReason: 'Invalid Card Number', brand };
  const endOfExpiry = Date.UTC(card.expiryYear, card.expiryMonth, 1);
  if (endOfExpiry <= now.getTime())
    return { outcome: 'declined', refusalReason: 'Expired Card', brand };
  const codeLength = rules?.securityCodeLength ?? 3;
  const codeRequired = (rules?.cvcPolicy ?? 'required') === 'required';
  const missing = card.securityCode === undefined || card.securityCode === '';
  if (missing ? codeRequired : card.securityCode?.length !== codeLength) {
    return { outcome: 'declined', refusalReason: 'CVC Declined', brand };
  }
  if (!known) return { outcome: 'declined', refusalReason: 'Not a sandbox test card', brand };
  return { outcome: known.outcome, brand };
}
