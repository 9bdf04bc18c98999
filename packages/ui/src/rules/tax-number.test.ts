import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatTaxNumber,
  isValidTaxNumber,
  TAX_NUMBER_MAX_LENGTH,
  taxNumberKind,
} from './tax-number';

describe('isValidTaxNumber', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['900101', true],
    [' 900101 ', true],
    ['1234567890', true],
    ['90010', false],
    ['9001011', false],
    ['123456789', false],
    ['12345678901', false],
    ['90010a', false],
    ['123-45-67890', false],
    // Characters, as the spec says (docs/decisions.md): a non-digit counts and is never valid.
    ['90-01-01', false],
    ['12345-6789', false],
    ['９００１０１', false],
    ['٩٠٠١٠١', false],
  ] as const)('%j → %s', (value, valid) => {
    expect(isValidTaxNumber(value)).toBe(valid);
  });

  it('is true exactly for 6 or 10 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (digits) => {
        expect(isValidTaxNumber(digits)).toBe(digits.length === 6 || digits.length === 10);
      }),
    );
  });
});

describe('taxNumberKind', () => {
  it.each([
    ['', 'birth-date'],
    ['9001', 'birth-date'],
    ['900101', 'birth-date'],
    ['9001011', 'corporate-registration-number'],
    ['1234567890', 'corporate-registration-number'],
    // The label counts characters, as maxlength does (docs/decisions.md).
    [' 900101 ', 'birth-date'],
    ['90-01-01', 'corporate-registration-number'],
  ] as const)('%j → %s', (value, kind) => {
    expect(taxNumberKind(value)).toBe(kind);
  });
});

describe('formatTaxNumber', () => {
  it.each([
    ['', ''],
    ['900101', '900101'],
    ['90-01-01', '900101'],
    ['123-45-67890', '1234567890'],
    ['12345678901234', '1234567890'],
  ])('%j → %j', (input, formatted) => {
    expect(formatTaxNumber(input)).toBe(formatted);
  });

  it('is idempotent, keeps digits in order and stays within 10', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = formatTaxNumber(input);
        expect(formatTaxNumber(once)).toBe(once);
        expect(once).toBe(input.replace(/\D/g, '').slice(0, TAX_NUMBER_MAX_LENGTH));
      }),
    );
  });
});
