/**
 * Configured strings in the `rendered` event (docs/widget.md#analytics): the brands and the billing
 * address lists are cut to 128 characters.
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

/** The brands as one comma-separated string, cut to 128 characters. */
export function brandsString(brands: readonly string[]): string {
  return cutConfigString(brands.join(','));
}
