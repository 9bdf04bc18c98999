import { describe, expect, it } from 'vitest';
import { caretAfterDigits, groupDigits, groupThousands, onlyDigits } from './digits';

describe('onlyDigits', () => {
  it.each([
    ['', ''],
    ['a1b2 c3', '123'],
    ['١٢٣', ''],
    ['+1 (415) 555-0132', '14155550132'],
  ])('%j → %j', (input, digits) => {
    expect(onlyDigits(input)).toBe(digits);
  });
});

describe('groupDigits', () => {
  it.each([
    ['', [3, 3, 4], [' ', ' '], ''],
    ['12', [3, 3, 4], [' ', ' '], '12'],
    ['1234', [3, 3, 4], [' ', ' '], '123 4'],
    ['12345678901', [3, 3, 4], [' ', ' '], '123 456 7890'],
    ['12345678', [2, 3, 3], ['.', '/'], '12.345/678'],
  ] as const)('%j in %j', (digits, sizes, separators, grouped) => {
    expect(groupDigits(digits, sizes, separators)).toBe(grouped);
  });
});

describe('caretAfterDigits', () => {
  it.each([
    ['123.456', 0, 0],
    ['123.456', 3, 3],
    ['123.456', 4, 5],
    ['123.456', 6, 7],
    ['123.456', 9, 7],
    ['', 2, 0],
    ['12.345.678/9012', 11, 14],
  ] as const)('%j after %d digits: %d', (formatted, digits, caret) => {
    expect(caretAfterDigits(formatted, digits)).toBe(caret);
  });
});

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [-1000, '-1,000'],
    [1234567, '1,234,567'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
  ])('%d → %s, as Intl en-US groups it', (whole, expected) => {
    expect(groupThousands(whole)).toBe(expected);
    expect(groupThousands(whole)).toBe(new Intl.NumberFormat('en-US').format(whole));
  });
});
