/**
 * Configured strings sent to the provider (docs/widget.md#limits): billing address strings and the
 * brands string are cut to 128 characters.
 */

export const MAX_CONFIG_STRING_LENGTH = 128;

/**
 * The value cut to 128 characters. Characters are Unicode code points, so a cut never leaves half
 * of a surrogate pair.
 */
export function cutConfigString(value: string): string {
  if (value.length <= MAX_CONFIG_STRING_LENGTH) return value;
  return Array.from(value).slice(0, MAX_CONFIG_STRING_LENGTH).join('');
}

/** A copy of an address with every string value cut to 128 characters; other values kept. */
export function cutAddressStrings<T extends object>(address: T): T {
  return Object.fromEntries(
    Object.entries(address).map(([key, value]) => [
      key,
      typeof value === 'string' ? cutConfigString(value) : value,
    ]),
  ) as T;
}

/** The brands as one comma-separated string, cut to 128 characters. */
export function brandsString(brands: readonly string[]): string {
  return cutConfigString(brands.join(','));
}
