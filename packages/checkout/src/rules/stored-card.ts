/**
 * Stored cards (docs/widget.md#views), as pure rules: whether a stored payment
 * method may be paid in the stored-card form (§5: only with the Ecommerce shopper interaction),
 * and its read-only expiry as the form shows it ('03 / 30', §2 "month / year").
 */

/** A stored card as the session's `storedPaymentMethods` give it (§3 "Stored card"). */
export type StoredCard = {
  readonly id: string;
  readonly brand: string;
  readonly lastFour: string;
  readonly expiryMonth: string;
  readonly expiryYear: string;
  readonly holderName?: string;
  readonly supportedShopperInteractions: readonly string[];
};

/** §5: the error a stored card without the Ecommerce shopper interaction raises (the spec's kind). */
export const STORED_CARD_NOT_ECOMMERCE =
  'A stored card needs the Ecommerce shopper interaction: this one cannot be paid in the stored-card form';

/** §5: a stored card is paid in the form only when it supports the Ecommerce shopper interaction. */
export function isStoredCardPayable(
  card: Pick<StoredCard, 'supportedShopperInteractions'>,
): boolean {
  return (
    Array.isArray(card.supportedShopperInteractions) &&
    card.supportedShopperInteractions.includes('Ecommerce')
  );
}

/**
 * The read-only expiry (§2): 'MM / YY' from a month of 1–2 digits and a year of 2 or 4; '' when
 * either is not a date part.
 */
export function storedCardExpiry(month: string, year: string): string {
  if (!/^[0-9]{1,2}$/.test(month) || !/^([0-9]{2}|[0-9]{4})$/.test(year)) return '';
  const number = Number(month);
  if (number < 1 || number > 12) return '';
  return `${String(number).padStart(2, '0')} / ${year.slice(-2)}`;
}
