import { describe, expect, it } from 'vitest';
import {
  canonicalPostalCode,
  normalizePostalCode,
  postalCodeCountries,
  postalCodeFormat,
  postalCodeFormats,
  postalCodeHint,
  postalCodeMaxLength,
  validatePostalCode,
} from './postal-code';

/** Every country docs/widget.md#validation names, by group. */
const specCountries = {
  fourDigits: ['AT', 'AU', 'BG', 'CH', 'CY', 'DK', 'HU', 'LI', 'LU', 'NO', 'NZ', 'SI'],
  fiveDigits: ['DE', 'EE', 'ES', 'FI', 'FR', 'IT', 'MY', 'SE', 'SK', 'US'],
  sixDigits: ['RO', 'SG'],
  threeDigits: ['IS'],
  own: ['BR', 'CA', 'GB', 'IE', 'NL', 'PT', 'PL', 'LT', 'LV', 'MC', 'MT', 'CZ', 'GR', 'HR'],
} as const;
const allSpecCountries = Object.values(specCountries).flat();

describe('the table', () => {
  it('covers every country the spec lists, and no other', () => {
    expect([...postalCodeCountries].sort()).toEqual([...allSpecCountries].sort());
  });

  it('is frozen, entries included', () => {
    expect(Object.isFrozen(postalCodeFormats)).toBe(true);
    for (const country of postalCodeCountries) {
      expect(Object.isFrozen(postalCodeFormats[country])).toBe(true);
    }
  });

  it.each(postalCodeCountries)(
    '%s: its example is valid, fits the maxlength, is in the hint',
    (c) => {
      const format = postalCodeFormats[c];
      expect(validatePostalCode(c, format.example)).toBe(true);
      expect(format.example.length).toBeLessThanOrEqual(format.maxLength);
      expect(format.hint).toContain(`like ${format.example}`);
      expect(format.hint).toMatch(/^Enter /);
    },
  );

  it.each(postalCodeCountries)('%s: refuses blank and one character too many', (c) => {
    const format = postalCodeFormats[c];
    expect(validatePostalCode(c, '')).toBe(false);
    expect(validatePostalCode(c, '   ')).toBe(false);
    expect(validatePostalCode(c, `${format.example}0`)).toBe(false);
  });
});

describe('validatePostalCode by group', () => {
  it.each(specCountries.fourDigits)('%s: exactly 4 digits', (c) => {
    expect(validatePostalCode(c, '1234')).toBe(true);
    expect(validatePostalCode(c, '123')).toBe(false);
    expect(validatePostalCode(c, '12345')).toBe(false);
    expect(validatePostalCode(c, '12a4')).toBe(false);
    expect(postalCodeMaxLength(c)).toBe(4);
    expect(postalCodeFormat(c).inputMode).toBe('numeric');
  });

  it.each(['DE', 'EE', 'FI', 'FR', 'IT', 'MY', 'US'])('%s: 5 digits', (c) => {
    expect(validatePostalCode(c, '12345')).toBe(true);
    expect(validatePostalCode(c, '1234')).toBe(false);
    expect(validatePostalCode(c, '123456')).toBe(false);
    expect(validatePostalCode(c, '1234a')).toBe(false);
  });

  it.each(specCountries.sixDigits)('%s: 6 digits', (c) => {
    expect(validatePostalCode(c, '123456')).toBe(true);
    expect(validatePostalCode(c, '12345')).toBe(false);
    expect(validatePostalCode(c, '1234567')).toBe(false);
    expect(postalCodeMaxLength(c)).toBe(6);
  });

  it('IS: 3 digits', () => {
    expect(validatePostalCode('IS', '101')).toBe(true);
    expect(validatePostalCode('IS', '10')).toBe(false);
    expect(validatePostalCode('IS', '1010')).toBe(false);
    expect(postalCodeMaxLength('IS')).toBe(3);
  });
});

/** [country, value, valid] for the countries with their own pattern and the separated ones. */
const cases: readonly (readonly [string, string, boolean])[] = [
  ['US', '94105', true],
  ['US', '94105-1234', true],
  ['US', '941051234', true],
  ['US', '94105-123', false],
  ['US', '9410', false],
  ['US', 'ABCDE', false],
  ['ES', '28001', true],
  ['ES', '52001', true],
  ['ES', '01001', true],
  ['ES', '00001', false],
  ['ES', '53001', false],
  ['SE', '114 55', true],
  ['SE', '11455', true],
  ['SE', '014 55', false],
  ['SE', '114-55', true],
  ['SE', '11-455', false],
  ['SK', '811 01', true],
  ['SK', '81101', true],
  ['BR', '01310-100', true],
  ['BR', '01310100', true],
  ['BR', '01310-10', false],
  ['BR', '0131-0100', false],
  ['CA', 'K1A 0B1', true],
  ['CA', 'k1a0b1', true],
  ['CA', 'M5V 3L9', true],
  ['CA', 'D1A 0B1', false],
  ['CA', 'W1A 0B1', false],
  ['CA', 'K1O 0B1', false],
  ['CA', 'K1A 0B', false],
  ['CA', '12345', false],
  ['GB', 'SW1A 1AA', true],
  ['GB', 'sw1a1aa', true],
  ['GB', 'M1 1AE', true],
  ['GB', 'B33 8TH', true],
  ['GB', 'CR2 6XH', true],
  ['GB', 'DN55 1PT', true],
  ['GB', 'W1A 0AX', true],
  ['GB', 'EC1A 1BB', true],
  ['GB', 'GIR 0AA', true],
  ['GB', 'SW1A 1A', false],
  ['GB', 'QW1 1AA', false],
  ['GB', 'SW1A 1CA', false],
  ['GB', '12345', false],
  ['IE', 'D02 X285', true],
  ['IE', 'D02X285', true],
  ['IE', 'A65 F4E2', true],
  ['IE', 'D6W 1234', true],
  ['IE', 'B02 X285', false],
  ['IE', 'D02 X28', false],
  ['IE', 'D02 XB85', false],
  ['NL', '1012 AB', true],
  ['NL', '1012AB', true],
  ['NL', '1012 ab', true],
  ['NL', '0123 AB', false],
  ['NL', '1012 SS', false],
  ['NL', '1012 SA', false],
  ['NL', '1012 SD', false],
  ['NL', '1012', false],
  ['PT', '1000-001', true],
  ['PT', '1000001', true],
  ['PT', '0100-001', false],
  ['PT', '1000', false],
  ['PL', '00-950', true],
  ['PL', '00950', true],
  ['PL', '00-95', false],
  ['PL', '0-0950', false],
  ['LT', 'LT-01100', true],
  ['LT', 'lt-01100', true],
  ['LT', '01100', true],
  ['LT', 'LT01100', true],
  ['LT', 'LT-0110', false],
  ['LT', 'LV-01100', false],
  ['LV', 'LV-1050', true],
  ['LV', '1050', true],
  ['LV', 'LV-10500', false],
  ['LV', 'LT-1050', false],
  ['MC', '98000', true],
  ['MC', '98099', true],
  ['MC', '97000', false],
  ['MC', '9800', false],
  ['MT', 'VLT 1117', true],
  ['MT', 'vlt1117', true],
  ['MT', 'VL 1117', false],
  ['MT', 'VLT 111', false],
  ['CZ', '110 00', true],
  ['CZ', '11000', true],
  ['CZ', '810 00', false],
  ['GR', '105 57', true],
  ['GR', '10557', true],
  ['GR', '905 57', false],
  ['HR', '10000', true],
  ['HR', '51000', true],
  ['HR', '60000', false],
  ['HR', '1000', false],
];

describe('validatePostalCode, national formats', () => {
  it.each(cases)('%s %j → %s', (country, value, valid) => {
    expect(validatePostalCode(country, value)).toBe(valid);
  });

  it('ignores the case of the country code and surrounding spaces of the value', () => {
    expect(validatePostalCode('gb', '  sw1a   1aa ')).toBe(true);
    expect(validatePostalCode(' us ', '94105')).toBe(true);
  });
});

describe('postalCodeMaxLength', () => {
  it.each([
    ['AT', 4],
    ['DE', 5],
    ['SG', 6],
    ['GB', 8],
    ['BR', 9],
    ['US', 10],
    ['CA', 7],
    ['IE', 8],
    ['MC', 5],
    ['NL', 7],
    ['PT', 8],
    ['PL', 6],
    ['LT', 8],
    ['LV', 7],
    ['MT', 8],
    ['CZ', 6],
    ['GR', 6],
    ['HR', 5],
    ['SE', 6],
    ['SK', 6],
    ['IS', 3],
    ['us', 10],
  ] as const)('%s: %d', (country, maxLength) => {
    expect(postalCodeMaxLength(country)).toBe(maxLength);
  });

  it.each(['', 'JP', 'XX', 'USA'])('%j has no own format: undefined', (country) => {
    expect(postalCodeMaxLength(country)).toBeUndefined();
  });
});

describe('a country outside the table', () => {
  it.each([
    ['JP', '100-0001', true],
    ['IN', '110001', true],
    ['AR', 'C1425', true],
    ['JP', '', false],
    ['JP', '1', false],
    ['JP', '12345678901', false],
    ['JP', '-1234', false],
    ['JP', '12#45', false],
  ] as const)('%s %j → %s', (country, value, valid) => {
    expect(validatePostalCode(country, value)).toBe(valid);
  });

  it('gets a generic hint and the text keyboard', () => {
    expect(postalCodeHint('JP')).toBe('Enter a valid postal code');
    expect(postalCodeFormat('JP').inputMode).toBe('text');
  });
});

describe('hints, labels and keyboards', () => {
  it.each([
    ['US', 'Enter a 5-digit ZIP code, like 94105', 'ZIP code'],
    ['DE', 'Enter a 5-digit postal code, like 10115', 'Postal code'],
    ['AT', 'Enter a 4-digit postal code, like 1010', 'Postal code'],
    ['GB', 'Enter a postcode, like SW1A 1AA', 'Postcode'],
    ['IE', 'Enter an Eircode, like D02 X285', 'Eircode'],
    ['CA', 'Enter a postal code, like K1A 0B1', 'Postal code'],
    ['NL', 'Enter 4 digits and 2 letters, like 1012 AB', 'Postal code'],
    ['MC', 'Enter a 5-digit postal code starting with 980, like 98000', 'Postal code'],
  ] as const)('%s', (country, hint, label) => {
    expect(postalCodeHint(country)).toBe(hint);
    expect(postalCodeFormat(country).label).toBe(label);
  });

  it.each(['CA', 'GB', 'IE', 'NL', 'MT'])('%s has letters: text keyboard', (country) => {
    expect(postalCodeFormat(country).inputMode).toBe('text');
  });

  it.each(['US', 'BR', 'PT', 'PL', 'LT', 'LV', 'SE', 'CZ'])(
    '%s types with digits alone: numeric keyboard',
    (country) => {
      expect(postalCodeFormat(country).inputMode).toBe('numeric');
    },
  );
});

describe('normalizePostalCode', () => {
  it.each([
    ['  sw1a   1aa ', 'SW1A 1AA'],
    ['94105', '94105'],
    ['\tk1a\n0b1', 'K1A 0B1'],
    ['', ''],
  ])('%j → %j', (value, normalised) => {
    expect(normalizePostalCode(value)).toBe(normalised);
  });
});

describe('a country that is missing, empty or unknown', () => {
  it.each([null, undefined, '', '  ', 'XX', 42])(
    '%j: the generic rule, never an exception',
    (country) => {
      const untyped = country as unknown as string;
      expect(validatePostalCode(untyped, '94105')).toBe(true);
      expect(validatePostalCode(untyped, '')).toBe(false);
      expect(postalCodeHint(untyped)).toBe('Enter a valid postal code');
      expect(postalCodeMaxLength(untyped)).toBeUndefined();
      expect(canonicalPostalCode(untyped, ' k1a 0b1 ')).toBe('K1A 0B1');
    },
  );
});

describe('canonicalPostalCode: the forms people type, stored as the post writes them', () => {
  it.each([
    ['CA', 'K1A-0B1', 'K1A 0B1'],
    ['CA', 'k1a 0b1', 'K1A 0B1'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['SK', '811 01', '811 01'],
    ['SK', '81101', '811 01'],
    ['SK', '811-01', '811 01'],
    ['SE', '11455', '114 55'],
    ['CZ', '11000', '110 00'],
    ['NL', '1234 AB', '1234 AB'],
    ['NL', '1234ab', '1234 AB'],
    ['NL', '1234-ab', '1234 AB'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'm11ae', 'M1 1AE'],
    ['GB', 'gir0aa', 'GIR 0AA'],
    ['IE', 'd02x285', 'D02 X285'],
    ['MT', 'vlt-1117', 'VLT 1117'],
    ['BR', '01310100', '01310-100'],
    ['BR', '01310 100', '01310-100'],
    ['PT', '1000001', '1000-001'],
    ['PL', '00950', '00-950'],
    ['US', '94105', '94105'],
    ['US', '941051234', '94105-1234'],
    ['US', '94105 1234', '94105-1234'],
    ['LT', '01100', 'LT-01100'],
    ['LT', 'lt 01100', 'LT-01100'],
    ['LV', 'lv1050', 'LV-1050'],
    ['DE', ' 10115 ', '10115'],
    ['JP', ' 100-0001 ', '100-0001'],
  ] as const)('%s %j → %j', (country, typed, canonical) => {
    expect(validatePostalCode(country, typed)).toBe(true);
    expect(canonicalPostalCode(country, typed)).toBe(canonical);
  });

  it.each([
    ['CA', 'K1A--0B1'],
    ['BR', '0131-0100'],
    ['SK', '81 101'],
    ['DE', '101 15'],
    ['NL', '12 34AB'],
  ] as const)(
    '%s %j: a separator out of place is not read; normalised only, invalid',
    (c, typed) => {
      expect(validatePostalCode(c, typed)).toBe(false);
      expect(canonicalPostalCode(c, typed)).toBe(normalizePostalCode(typed));
    },
  );

  it.each(postalCodeCountries)('%s: the hint shows the canonical form', (c) => {
    const { example } = postalCodeFormats[c];
    expect(canonicalPostalCode(c, example)).toBe(example);
    expect(canonicalPostalCode(c, example.replace(/[ -]/g, '').toLowerCase())).toBe(example);
    expect(postalCodeHint(c)).toContain(`like ${example}`);
  });
});
