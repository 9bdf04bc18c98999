/**
 * Brazil's social security number on the card form (docs/widget.md#validation): a CPF for a person
 * (`ddd.ddd.ddd-dd`, 11 digits) or a CNPJ for a company (`dd.ddd.ddd/dddd-dd`, 14 digits),
 * formatted as the payer types.
 *
 * Only the format is checked, as the spec asks: the CPF/CNPJ check digits are left to the
 * processor, which knows which numbers it accepts.
 */
import { groupDigits, onlyDigits } from './digits';

/** The longest formatted value, a CNPJ: `12.345.678/0001-95`. */
export const SOCIAL_SECURITY_NUMBER_MAX_LENGTH = 18;

const CPF_DIGITS = 11;
const CNPJ_DIGITS = 14;

const CPF = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
const CNPJ = /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/;

/**
 * Formats what the payer typed or pasted: up to 11 digits as a CPF, 12 to 14 as a CNPJ. Separators
 * appear only once a digit follows them; anything not a digit is dropped. More than 14 digits is no
 * number of either kind: the value stays as typed (and is invalid) rather than being cut into a
 * CNPJ the payer never typed.
 *
 * `'1234567890'` → `'123.456.789-0'`; `'12345678000195'` → `'12.345.678/0001-95'`;
 * `'123456780001951'` → `'123456780001951'`.
 */
export function formatSocialSecurityNumber(input: string): string {
  const digits = onlyDigits(input);
  if (digits.length > CNPJ_DIGITS) return input;
  return digits.length <= CPF_DIGITS
    ? groupDigits(digits, [3, 3, 3, 2], ['.', '.', '-'])
    : groupDigits(digits, [2, 3, 3, 4, 2], ['.', '.', '/', '-']);
}

/**
 * Whether `value` is a complete CPF or CNPJ in its written format. A blank value is valid: the
 * field may be left empty, and blank is no error (whether it is required is the form's decision).
 */
export function isValidSocialSecurityNumber(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || CPF.test(trimmed) || CNPJ.test(trimmed);
}
