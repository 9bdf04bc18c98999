/**
 * Click to Pay cards (docs/widget.md#options): when a card counts as expired, and the order of the
 * card list. Months are compared in UTC, as the expiry date rules do.
 */

/** A card-network saved card as the Click to Pay SDKs return it (§3). */
export interface ClickToPayCard {
  readonly dateOfCardLastUsed?: string;
  readonly dateOfCardCreated: string;
  readonly panLastFour: string;
  readonly srcDigitalCardId: string;
  readonly scheme: 'visa' | 'mc';
  readonly artUri?: string;
  readonly srcCorrelationId?: string;
  readonly tokenId?: string;
  /** `MM` */
  readonly panExpirationMonth?: string;
  /** `YYYY` (a 2-digit year is read as 20YY) */
  readonly panExpirationYear?: string;
  readonly descriptorName?: string;
  /** ACTIVE, PENDING, SUSPENDED, EXPIRED, … */
  readonly status: string;
  readonly isExpired?: boolean;
}

type ExpiryFields = Pick<ClickToPayCard, 'status' | 'panExpirationMonth' | 'panExpirationYear'>;
type SortFields = ExpiryFields & Pick<ClickToPayCard, 'dateOfCardLastUsed' | 'dateOfCardCreated'>;

/**
 * Whether a Click to Pay card is expired: its status is neither ACTIVE nor PENDING, or its expiry
 * month lies before today's month (in UTC). A card without a readable expiry is judged by its
 * status alone.
 */
export function isClickToPayCardExpired(card: ExpiryFields, today: Date): boolean {
  if (card.status !== 'ACTIVE' && card.status !== 'PENDING') return true;
  const month = Number(card.panExpirationMonth);
  let year = Number(card.panExpirationYear);
  // No readable expiry (absent, or a month outside 1–12): the status alone decides.
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || !year) {
    return false;
  }
  if (year < 100) year += 2000;
  return year * 12 + month - 1 < today.getUTCFullYear() * 12 + today.getUTCMonth();
}

/** A date string's time, or null when absent or unreadable (the card then counts as unused). */
function timeOf(date: string | undefined): number | null {
  const time = date ? Date.parse(date) : Number.NaN;
  return Number.isNaN(time) ? null : time;
}

/**
 * The rank of a card within its group: used cards first by last use, newest first; then unused
 * cards by creation, newest first; cards with no readable date last.
 */
function compareWithinGroup(a: SortFields, b: SortFields): number {
  const [usedA, usedB] = [timeOf(a.dateOfCardLastUsed), timeOf(b.dateOfCardLastUsed)];
  if (usedA !== null || usedB !== null) {
    if (usedA === null) return 1;
    if (usedB === null) return -1;
    return usedB - usedA;
  }
  const [createdA, createdB] = [timeOf(a.dateOfCardCreated), timeOf(b.dateOfCardCreated)];
  if (createdA === null || createdB === null)
    return (createdA === null ? 1 : 0) - (createdB === null ? 1 : 0);
  return createdB - createdA;
}

/**
 * The card list in display order (§4): used cards by last use (newest first), then unused cards by
 * creation (newest first), then the expired cards (ordered the same way among themselves). Ties
 * keep the order the SDK gave. Returns a new array; the cards themselves are not changed.
 */
export function sortClickToPayCards<T extends SortFields>(cards: readonly T[], today: Date): T[] {
  const expired = (card: T) => (isClickToPayCardExpired(card, today) ? 1 : 0);
  return [...cards].sort((a, b) => expired(a) - expired(b) || compareWithinGroup(a, b));
}
