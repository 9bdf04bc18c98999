import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandsString, cutConfigString, MAX_CONFIG_STRING_LENGTH } from './config-strings';

describe('the 128-character cut', () => {
  it.each([
    ['', ''],
    ['Main Street', 'Main Street'],
    ['a'.repeat(128), 'a'.repeat(128)],
    ['a'.repeat(129), 'a'.repeat(128)],
    ['😀'.repeat(128), '😀'.repeat(128)],
    ['😀'.repeat(130), '😀'.repeat(128)],
    [`${'a'.repeat(127)}😀b`, `${'a'.repeat(127)}😀`],
  ])('%#: cuts to 128 code points', (value, expected) => {
    expect(cutConfigString(value)).toBe(expected);
  });

  it('never splits a character and keeps short strings as they are', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 200 }), (value) => {
        const cut = cutConfigString(value);
        const points = Array.from(cut);
        return (
          points.length <= MAX_CONFIG_STRING_LENGTH &&
          value.startsWith(cut) &&
          !/[\uD800-\uDBFF]$/.test(cut) &&
          (Array.from(value).length > MAX_CONFIG_STRING_LENGTH || cut === value)
        );
      }),
    );
  });

  it('joins brands with commas and cuts the result', () => {
    expect(brandsString(['visa', 'mc', 'amex'])).toBe('visa,mc,amex');
    expect(brandsString([])).toBe('');
    expect(brandsString(Array.from({ length: 40 }, () => 'cartebancaire'))).toHaveLength(128);
  });
});
