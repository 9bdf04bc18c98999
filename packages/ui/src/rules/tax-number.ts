/**
 * Korea's tax number on the card form (docs/widget.md#validation): the cardholder's birth date `YYMMDD`
 * (6 digits) for a personal card, or the 10-digit corporate registration number for a company
 * card. Both are digits only.
 */
import { onlyDigits } from './digits';

export const TAX_NUMBER_MIN_LENGTH = 6;
export const TAX_NUMBER_MAX_LENGTH = 10;

/** What a value is: a birth date up to 6 characters, a corporate registration number beyond. */
export type TaxNumberKind = 'birth-date' | 'corporate-registration-number';

/** `null` for an empty value (nothing to judge yet), else whether it has exactly 6 or 10 digits. */
export function isValidTaxNumber(value: string): boolean | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^(?:\d{6}|\d{10})$/.test(trimmed);
}

/** The input's label follows this: longer than 6 characters is a corporate registration number. */
export function taxNumberKind(value: string): TaxNumberKind {
  return value.trim().length > TAX_NUMBER_MIN_LENGTH
    ? 'corporate-registration-number'
    : 'birth-date';
}

/** Keeps the digits of what was typed or pasted, at most 10. */
export function formatTaxNumber(input: string): string {
  return onlyDigits(input).slice(0, TAX_NUMBER_MAX_LENGTH);
}
