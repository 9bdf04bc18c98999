import { describe, expect, it } from 'vitest';
import { groupDigits, onlyDigits } from './digits';

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
