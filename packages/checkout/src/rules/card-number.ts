/**
 * Card number rules (docs/widget.md#validation): brand detection by starting numbers, permitted lengths,
 * the Luhn check, the card-number error codes and the as-typed formatting of the number field.
 */
import { allCardBrands, DEFAULT_SUPPORTED_BRANDS, findCardBrand } from './card-brands';

/** Every brand's numbers are at most this long (ISO/IEC 7812). */
export const MAX_CARD_NUMBER_LENGTH = 19;

/** The number's digits when it holds only digits and whitespace, else null. */
function cardDigits(number: string): string | null {
  const digits = number.replace(/\s+/g, '');
  return /^\d*$/.test(digits) ? digits : null;
}

/** Length of the longest starting rule of `startingNumbers` that `digits` begins with, or 0. */
function matchLength(digits: string, startingNumbers: readonly string[]): number {
  let longest = 0;
  for (const rule of startingNumbers) {
    const [low = '', high = low] = rule.split('-');
    const prefix = digits.slice(0, low.length);
    // Both ends have the prefix's length, so comparing digit strings compares the numbers.
    if (prefix.length === low.length && prefix >= low && prefix <= high) {
      longest = Math.max(longest, low.length);
    }
  }
  return longest;
}

/**
 * The brand a (possibly partial) card number belongs to, or null. Spaces are allowed. Where
 * several brands' starting rules match, the longest match wins; on a tie the brand listed first in
 * `supportedBrands` wins (so a merchant that lists `cartebancaire` before `visa` gets Carte
 * Bancaire for co-badged cards), else the brand first in the table. `supportedBrands` restricts the
 * candidates; without it every brand of the table is one.
 */
export function detectCardBrand(
  number: string,
  supportedBrands?: readonly string[],
): string | null {
  const digits = cardDigits(number);
  if (!digits) return null;
  const candidates = supportedBrands
    ? supportedBrands.flatMap((code) => findCardBrand(code) ?? [])
    : allCardBrands();
  let best: string | null = null;
  let bestLength = 0;
  for (const brand of candidates) {
    const length = matchLength(digits, brand.startingNumbers);
    if (length > bestLength) {
      best = brand.cardType;
      bestLength = length;
    }
  }
  return best;
}

/** The lengths a number of the brand may have (ascending); empty for an unknown brand. */
export function cardNumberLengths(brand: string): number[] {
  return [...(findCardBrand(brand)?.permittedLengths ?? [])];
}

function luhnSum(digits: string, doubleFirst: boolean): number {
  let sum = 0;
  // Walk from the right; every second digit (starting with the rightmost or the one before it)
  // is doubled, and a doubled digit above 9 loses 9.
  for (let i = digits.length - 1, double = doubleFirst; i >= 0; i -= 1, double = !double) {
    const digit = digits.charCodeAt(i) - 48;
    sum += double ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit;
  }
  return sum;
}

/** Luhn (mod 10) check of a number of digits and spaces; false when empty or not digits. */
export function isLuhnValid(number: string): boolean {
  const digits = cardDigits(number);
  return !!digits && luhnSum(digits, false) % 10 === 0;
}

/**
 * The digit that, appended to `partial` (digits and spaces), makes it pass the Luhn check; null
 * when `partial` is not digits (a rule never throws on a string).
 */
export function luhnCheckDigit(partial: string): number | null {
  const digits = cardDigits(partial);
  if (digits === null) return null;
  return (10 - (luhnSum(digits, true) % 10)) % 10;
}

/** The card-number error codes (docs/widget.md#validation); messages are in `CARD_FIELD_ERRORS`. */
export type CardNumberErrorCode = 'cc.num.900' | 'cc.num.901' | 'cc.num.902' | 'cc.num.903';

export interface CardNumberOptions {
  /** False when the bin lookup says the issuer's numbers do not follow Luhn (`enableLuhnCheck`). */
  readonly luhnCheck?: boolean;
}

/**
 * The error of a complete card number, or null when it is acceptable:
 * 'cc.num.900' empty; 'cc.num.901' not digits, no known brand, or a length the brand does not
 * permit; 'cc.num.902' Luhn check failed; 'cc.num.903' a known brand the merchant does not accept.
 * `supportedBrands` defaults to amex, mc and visa.
 */
export function validateCardNumber(
  number: string,
  supportedBrands: readonly string[] = DEFAULT_SUPPORTED_BRANDS,
  options: CardNumberOptions = {},
): CardNumberErrorCode | null {
  const digits = cardDigits(number);
  if (digits === '') return 'cc.num.900';
  if (digits === null) return 'cc.num.901';
  const brand = detectCardBrand(digits, supportedBrands);
  if (!brand) return detectCardBrand(digits) ? 'cc.num.903' : 'cc.num.901';
  if (!cardNumberLengths(brand).includes(digits.length)) return 'cc.num.901';
  if (options.luhnCheck !== false && !isLuhnValid(digits)) return 'cc.num.902';
  return null;
}

const DEFAULT_GROUP = 4;

/**
 * The number as the payer should see it while typing: digits only, cut to the brand's longest
 * permitted length (19 without a brand), spaced in the brand's groups (amex 4-6-5, diners 4-6-4,
 * else groups of 4). A number longer than the brand's printed groups (a 16-digit Diners card)
 * falls back to groups of 4.
 */
export function formatCardNumber(value: string, brand?: string | null): string {
  const definition = findCardBrand(brand);
  const maxLength = definition?.permittedLengths.at(-1) ?? MAX_CARD_NUMBER_LENGTH;
  const digits = value.replace(/\D+/g, '').slice(0, maxLength);
  const printed = definition?.numberGroups ?? [];
  const fitsPrinted = digits.length <= printed.reduce((sum, size) => sum + size, 0);
  const groups: string[] = [];
  for (let start = 0, index = 0; start < digits.length; index += 1) {
    const size = (fitsPrinted ? printed[index] : undefined) ?? DEFAULT_GROUP;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  return groups.join(' ');
}

/**
 * The `maxLength` of the number input for a brand: its longest number plus the spaces that
 * `formatCardNumber` puts in it.
 */
export function cardNumberInputMaxLength(brand?: string | null): number {
  const definition = findCardBrand(brand);
  const digits = '0'.repeat(definition?.permittedLengths.at(-1) ?? MAX_CARD_NUMBER_LENGTH);
  return formatCardNumber(digits, brand).length;
}
