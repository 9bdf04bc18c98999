/**
 * The locale check (docs/widget.md#validation): a locale must look like `ll-CC` (language, region) or be
 * normalisable to it; otherwise the integration is wrong.
 */
import { CheckoutError } from './errors';

const LOCALE = /^[a-z]{2}-[A-Z]{2}$/;

/** Whether the locale is exactly `ll-CC` (`en-US`, `fr-FR`). */
export function isValidLocale(locale: string): boolean {
  return LOCALE.test(locale);
}

/**
 * The locale in `ll-CC` form when only case, an underscore or surrounding spaces are off
 * (`EN_us` → `en-US`), else null.
 */
export function normalizeLocale(locale: string): string | null {
  const match = /^([a-z]{2})[-_]([a-z]{2})$/i.exec(locale.trim());
  return match ? `${match[1]?.toLowerCase()}-${match[2]?.toUpperCase()}` : null;
}

/** The normalised locale; throws an IMPLEMENTATION_ERROR when it cannot be normalised. */
export function assertLocale(locale: string): string {
  const normalized = normalizeLocale(locale);
  if (normalized === null) {
    throw new CheckoutError(
      'IMPLEMENTATION_ERROR',
      `Invalid locale "${locale}": use the ll-CC format, for example en-US`,
    );
  }
  return normalized;
}
