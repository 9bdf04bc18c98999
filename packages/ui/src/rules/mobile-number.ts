/**
 * A North American mobile number after a fixed '+1' prefix (docs/widget.md#validation, the fast-checkout
 * sign-up): digits only, grouped 3-3-4 with spaces as typed (`415 555 0132`), maxlength 12, and
 * given out without the spaces.
 */
import { groupDigits, onlyDigits } from './digits';

/** Ten digits and the two spaces between the groups. */
export const MOBILE_NUMBER_MAX_LENGTH = 12;
export const MOBILE_NUMBER_DIGITS = 10;

/**
 * Formats what the payer typed: its first 10 digits grouped 3-3-4 with spaces. A space appears only
 * once a digit follows it; everything that is not a digit is dropped.
 *
 * `'4155550132'` → `'415 555 0132'`; `'4155'` → `'415 5'`.
 */
export function formatMobileNumber(input: string): string {
  return groupDigits(onlyDigits(input).slice(0, MOBILE_NUMBER_DIGITS), [3, 3, 4], [' ', ' ']);
}

/** The value given out: the digits without spaces, at most 10. */
export function mobileNumberDigits(value: string): string {
  return onlyDigits(value).slice(0, MOBILE_NUMBER_DIGITS);
}

/** Whether the number has all its 10 digits. */
export function isCompleteMobileNumber(value: string): boolean {
  return onlyDigits(value).length === MOBILE_NUMBER_DIGITS;
}

/**
 * The national digits of a pasted or autofilled number that may carry the country code:
 * `'+1 (415) 555-0132'` and `'14155550132'` → `'4155550132'`. (North American area codes never
 * start with 1, so an 11-digit number starting with 1 has the country code in front.)
 */
export function nationalMobileDigits(input: string): string {
  const digits = onlyDigits(input);
  const hasCountryCode =
    /^\s*\+\s*1/.test(input) ||
    (digits.length === MOBILE_NUMBER_DIGITS + 1 && digits.startsWith('1'));
  return (hasCountryCode ? digits.slice(1) : digits).slice(0, MOBILE_NUMBER_DIGITS);
}
