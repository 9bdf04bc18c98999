import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FIELDS,
  hasStateDataset,
  isHouseNumberOptional,
  normalizeAddressField,
} from './address';

const SPECIAL = [
  '?',
  '+',
  '_',
  '=',
  '!',
  '@',
  '#',
  '$',
  '%',
  '^',
  '&',
  '*',
  '(',
  ')',
  '{',
  '}',
  '~',
  '<',
  '>',
  '[',
  ']',
  '\\',
];

describe('normalizeAddressField', () => {
  it.each([
    // While typing: special characters go from street, house and city only.
    ['street', 'Main St. #4', 'input', 'Main St. 4'],
    ['street', 'Rue de l’Église (bis)', 'input', 'Rue de l’Église bis'],
    ['houseNumberOrName', 'Apt. 4B @ rear', 'input', 'Apt. 4B  rear'],
    ['city', 'Saint-Denis!', 'input', 'Saint-Denis'],
    ['city', 'a?+_=!@#$%^&*(){}~<>[]\\b', 'input', 'ab'],
    ['postalCode', 'SW1A#1AA', 'input', 'SW1A#1AA'],
    ['stateOrProvince', 'N/A', 'input', 'N/A'],
    ['country', 'US', 'input', 'US'],
    ['firstName', 'Zoë (Jo)', 'input', 'Zoë (Jo)'],
    // Kept: hyphens, slashes, dots, commas, apostrophes, digits, letters of any script.
    ['street', "12/3 O'Connell St., Dublin-2", 'input', "12/3 O'Connell St., Dublin-2"],
    ['street', '東京都 千代田区', 'input', '東京都 千代田区'],
    // Leading whitespace goes while typing; trailing stays so the next word can be typed.
    ['street', '   Main ', 'input', 'Main '],
    ['city', '\tNew  York', 'input', 'New  York'],
    // On blur: trimmed, inner runs of whitespace become one space.
    ['street', '  Main   Street  ', 'blur', 'Main Street'],
    ['city', 'New\t\nYork ', 'blur', 'New York'],
    ['postalCode', ' 10 001 ', 'blur', '10 001'],
    ['stateOrProvince', '  New   York ', 'blur', 'New York'],
    ['street', ' Main  #4 ', 'blur', 'Main 4'],
    ['street', '   ', 'blur', ''],
    ['street', '', 'input', ''],
  ] as const)('%s %j on %s → %j', (field, value, phase, expected) => {
    expect(normalizeAddressField(field, value, phase)).toBe(expected);
  });

  it.each(SPECIAL)('removes %j from street, house and city', (character) => {
    for (const field of ['street', 'houseNumberOrName', 'city']) {
      expect(normalizeAddressField(field, `a${character}b`, 'input')).toBe('ab');
    }
    expect(normalizeAddressField('postalCode', `a${character}b`, 'input')).toBe(`a${character}b`);
  });

  it('leaves no special character, no edge space and no double space after blur', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ADDRESS_FIELDS), fc.string(), (field, value) => {
        const out = normalizeAddressField(field, value, 'blur');
        const cleaned = ['street', 'houseNumberOrName', 'city'].includes(field);
        return (
          out === out.trim() &&
          !/\s\s|[\t\n\r]/.test(out) &&
          (!cleaned || !SPECIAL.some((character) => out.includes(character))) &&
          normalizeAddressField(field, out, 'blur') === out
        );
      }),
    );
  });

  it('never changes what blur would keep when typed first', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ADDRESS_FIELDS), fc.string(), (field, value) => {
        const typed = normalizeAddressField(field, value, 'input');
        return (
          normalizeAddressField(field, typed, 'blur') ===
          normalizeAddressField(field, value, 'blur')
        );
      }),
    );
  });
});

describe('isHouseNumberOptional', () => {
  it.each([
    ['US', true],
    ['us', true],
    ['CA', true],
    ['AU', true],
    ['GB', false],
    ['NL', false],
    ['DE', false],
    ['', false],
  ])('%j → %s', (country, optional) => {
    expect(isHouseNumberOptional(country)).toBe(optional);
  });
});

describe('hasStateDataset', () => {
  it.each([
    ['US', true],
    ['ca', true],
    ['AU', true],
    ['BR', true],
    ['GB', false],
    ['DE', false],
  ])('%j → %s', (country, has) => {
    expect(hasStateDataset(country)).toBe(has);
  });
});
