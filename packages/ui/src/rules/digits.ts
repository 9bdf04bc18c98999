/** Helpers shared by the digit-based input rules. */

/** The ASCII digits of `input`, in order; everything else is dropped. */
export function onlyDigits(input: string): string {
  return input.replace(/\D+/g, '');
}

/**
 * Joins `digits` into groups of the given sizes with the given separators, stopping at the last
 * digit: a separator appears only once a digit follows it, so deleting backwards never gets stuck
 * on a separator. Digits beyond the groups are dropped.
 *
 * `groupDigits('1234567', [3, 3, 4], [' ', ' '])` → `'123 456 7'`.
 */
export function groupDigits(
  digits: string,
  sizes: readonly number[],
  separators: readonly string[],
): string {
  let out = '';
  let start = 0;
  for (const [index, size] of sizes.entries()) {
    const group = digits.slice(start, start + size);
    if (group === '') break;
    out += (index > 0 ? (separators[index - 1] ?? '') : '') + group;
    start += size;
  }
  return out;
}

/**
 * A whole number in en-US with a comma every three digits (`1234567` → `'1,234,567'`, `-1000` →
 * `'-1,000'`), on its digits alone: no `Intl.NumberFormat`, whose first construction on a page
 * costs about 25 ms of main thread. For safe integers (callers use Intl for anything else).
 */
export function groupThousands(whole: number): string {
  const grouped = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${grouped}` : grouped;
}

/**
 * Where the caret belongs in `formatted` so that `digitCount` digits stand before it: right after
 * that digit (0 puts it at the start; more digits than there are puts it at the end). Formatting
 * inputs use it to keep the caret beside the digit just typed while separators come and go.
 */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) {
      seen += 1;
      if (seen === digitCount) return index + 1;
    }
  }
  return formatted.length;
}
