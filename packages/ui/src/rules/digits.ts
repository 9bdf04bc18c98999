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
