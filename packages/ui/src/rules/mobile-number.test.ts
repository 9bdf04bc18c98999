import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMobileNumber,
  isCompleteMobileNumber,
  MOBILE_NUMBER_MAX_LENGTH,
  mobileNumberDigits,
  nationalMobileDigits,
} from './mobile-number';

describe('formatMobileNumber', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['415', '415'],
    ['4155', '415 5'],
    ['415555', '415 555'],
    ['4155550', '415 555 0'],
    ['4155550132', '415 555 0132'],
    ['41555501329', '415 555 0132'],
    ['415 555 0132', '415 555 0132'],
    ['(415) 555-0132', '415 555 0132'],
    ['415 ', '415'],
    ['abc', ''],
  ])('%j → %j', (input, formatted) => {
    expect(formatMobileNumber(input)).toBe(formatted);
  });

  const anyInput = fc.string({ unit: fc.constantFrom(...'0123456789 -()+x'.split('')) });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const once = formatMobileNumber(input);
        return formatMobileNumber(once) === once;
      }),
    );
  });

  it('keeps the first 10 digits in order, grouped 3-3-4, within 12 characters', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const formatted = formatMobileNumber(input);
        const digits = input.replace(/\D/g, '').slice(0, 10);
        expect(formatted.replaceAll(' ', '')).toBe(digits);
        expect(formatted.length).toBeLessThanOrEqual(MOBILE_NUMBER_MAX_LENGTH);
        expect(formatted).toMatch(/^(?:\d{1,3}|\d{3} \d{1,3}|\d{3} \d{3} \d{1,4})?$/);
      }),
    );
  });
});

describe('mobileNumberDigits', () => {
  it.each([
    ['415 555 0132', '4155550132'],
    ['415 5', '4155'],
    ['', ''],
  ])('%j → %j', (value, digits) => {
    expect(mobileNumberDigits(value)).toBe(digits);
  });
});

describe('isCompleteMobileNumber', () => {
  it.each([
    ['415 555 0132', true],
    ['4155550132', true],
    ['415 555 013', false],
    ['', false],
  ])('%j → %s', (value, complete) => {
    expect(isCompleteMobileNumber(value)).toBe(complete);
  });
});

describe('nationalMobileDigits', () => {
  it.each([
    ['+1 (415) 555-0132', '4155550132'],
    ['+14155550132', '4155550132'],
    ['14155550132', '4155550132'],
    ['1 415 555 0132', '4155550132'],
    ['(415) 555-0132', '4155550132'],
    ['4155550132', '4155550132'],
    ['415', '415'],
    ['+1', ''],
    ['24155550132', '2415555013'],
  ])('%j → %j', (input, digits) => {
    expect(nationalMobileDigits(input)).toBe(digits);
  });
});
