import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatSocialSecurityNumber,
  isValidSocialSecurityNumber,
  SOCIAL_SECURITY_NUMBER_MAX_LENGTH,
} from './social-security-number';

describe('formatSocialSecurityNumber', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123.4'],
    ['123456', '123.456'],
    ['1234567', '123.456.7'],
    ['123456789', '123.456.789'],
    ['1234567890', '123.456.789-0'],
    ['12345678909', '123.456.789-09'],
    ['123456789012', '12.345.678/9012'],
    ['1234567890123', '12.345.678/9012-3'],
    ['12345678000195', '12.345.678/0001-95'],
    ['123.456.789-09', '123.456.789-09'],
    ['12.345.678/0001-95', '12.345.678/0001-95'],
    ['123.456.789-091', '12.345.678/9091'],
    // Deleting the 12th digit turns the CNPJ back into a CPF.
    ['12.345.678/909', '123.456.789-09'],
    ['abc 123-45.6 x', '123.456'],
    ['123.', '123'],
  ])('%j → %j', (input, formatted) => {
    expect(formatSocialSecurityNumber(input)).toBe(formatted);
  });

  it.each(['123456780001951', '12.345.678/0001-951', '1234567890123456789', '123.456.789-0912345'])(
    '%j has more digits than a CNPJ: stays as typed, never cut into one, and is invalid',
    (input) => {
      expect(formatSocialSecurityNumber(input)).toBe(input);
      expect(isValidSocialSecurityNumber(formatSocialSecurityNumber(input))).toBe(false);
    },
  );

  const anyInput = fc.string({ unit: fc.constantFrom(...'0123456789.-/ ab'.split('')) });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const once = formatSocialSecurityNumber(input);
        return formatSocialSecurityNumber(once) === once;
      }),
    );
  });

  const upTo14Digits = anyInput.filter((input) => input.replace(/\D/g, '').length <= 14);

  it('keeps up to 14 digits, in order, and nothing else; more are left as typed', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const formatted = formatSocialSecurityNumber(input);
        const digits = input.replace(/\D/g, '');
        if (digits.length > 14) {
          expect(formatted).toBe(input);
          expect(isValidSocialSecurityNumber(formatted)).toBe(false);
        } else {
          expect(formatted.replace(/\D/g, '')).toBe(digits);
          expect(formatted).toMatch(/^[\d./-]*$/);
        }
      }),
    );
  });

  it('formats up to 14 digits within the max length of 18, never ending on a separator', () => {
    fc.assert(
      fc.property(upTo14Digits, (input) => {
        const formatted = formatSocialSecurityNumber(input);
        expect(formatted.length).toBeLessThanOrEqual(SOCIAL_SECURITY_NUMBER_MAX_LENGTH);
        expect(formatted).not.toMatch(/[./-]$/);
      }),
    );
  });

  it('gives a valid CPF for 11 digits and a valid CNPJ for 14', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\d{11}|\d{14})$/), (digits) =>
        isValidSocialSecurityNumber(formatSocialSecurityNumber(digits)),
      ),
    );
  });
});

describe('isValidSocialSecurityNumber', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['123.456.789-09', true],
    [' 123.456.789-09 ', true],
    ['12.345.678/0001-95', true],
    ['12345678909', false],
    ['12345678000195', false],
    ['123.456.789-0', false],
    ['123.456.789/09', false],
    ['12.345.678/0001-9', false],
    ['12.345.678/9012', false],
    ['123.456.789-0a', false],
    ['1234.567.890-12', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidSocialSecurityNumber(value)).toBe(valid);
  });
});
