import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_BRANDS, type CardBrandDefinition } from './card-brands';
import {
  cardNumberInputMaxLength,
  cardNumberLengths,
  detectCardBrand,
  formatCardNumber,
  isLuhnValid,
  luhnCheckDigit,
  validateCardNumber,
} from './card-number';

/** Reference Luhn, written independently: double every second digit from the right. */
function referenceLuhn(digits: string): boolean {
  const sum = [...digits]
    .reverse()
    .map(Number)
    .reduce((total, digit, index) => {
      if (index % 2 === 0) return total + digit;
      const doubled = digit * 2;
      return total + Math.floor(doubled / 10) + (doubled % 10);
    }, 0);
  return digits.length > 0 && sum % 10 === 0;
}

/** A Luhn-valid number of `length` digits that starts with `prefix` (zeros in between). */
function numberStartingWith(prefix: string, length: number): string {
  const body = prefix.padEnd(length - 1, '0');
  const check = [...'0123456789'].find((digit) => referenceLuhn(body + digit));
  return body + check;
}

const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

describe('detectCardBrand', () => {
  it.each([
    ['4111 1111 1111 1111', undefined, 'visa'],
    ['  4', undefined, 'visa'],
    ['', undefined, null],
    ['   ', undefined, null],
    ['abc', undefined, null],
    ['4111-1111', undefined, null],
    ['5', undefined, null],
    ['55', undefined, 'mc'],
    ['22', undefined, null],
    ['2221', undefined, 'mc'],
    ['2200', undefined, 'mir'],
    ['3', undefined, null],
    ['34', undefined, 'amex'],
    ['36', undefined, 'diners'],
    // The longest starting rule wins.
    ['6011 1111 1111 1117', undefined, 'discover'],
    ['6', undefined, 'maestro'],
    ['62', undefined, 'cup'],
    ['6703 4444 4444 4449', undefined, 'bcmc'],
    ['4796 5800 0000 0000', undefined, 'bcmc'],
    ['5019 5555 4444 5555', undefined, 'dankort'],
    ['4571 0000 0000 0001', undefined, 'visadankort'],
    ['6759 6498 2643 8453', undefined, 'maestrouk'],
    ['5100 0811 1222 3332', undefined, 'bijcard'],
    ['5100 0911 1222 3332', undefined, 'mc'],
    ['6500 3100 0000 0000', undefined, 'elo'],
    ['6521 5000 0000 0000', undefined, 'rupay'],
    ['6530 0000 0000 0000', undefined, 'rupay'],
    ['6540 0000 0000 0000', undefined, 'discover'],
    ['8171 0000 0000 0000', undefined, 'cup'],
    ['8172 0000 0000 0000', undefined, 'rupay'],
    ['9826 1465 0000 0000', undefined, 'karenmillen'],
    ['4509 0300 0000 0000', undefined, 'visaalphabankbonus'],
    // supportedBrands restricts the candidates.
    ['6011 1111 1111 1117', ['maestro'], 'maestro'],
    ['6011 1111 1111 1117', ['visa', 'mc'], null],
    ['4111 1111 1111 1111', [], null],
    ['4111 1111 1111 1111', ['nope', 'visa'], 'visa'],
    ['4571 0000 0000 0001', ['visa'], 'visa'],
    // Ties: the brand listed first in supportedBrands, else the table's first.
    ['4035 5014 2814 6300', undefined, 'visa'],
    ['4035 5014 2814 6300', ['cartebancaire', 'visa'], 'cartebancaire'],
    ['4035 5014 2814 6300', ['visa', 'cartebancaire'], 'visa'],
    ['5555 3412 4444 1115', ['cartebancaire', 'mc'], 'cartebancaire'],
  ] as const)('%j among %j is %j', (number, supported, expected) => {
    expect(detectCardBrand(number, supported)).toBe(expected);
  });
});

/**
 * Test numbers published by the card networks or payment providers (Adyen, Stripe, Braintree
 * test-card pages), with the brand the whole table gives them.
 */
const PUBLISHED_TEST_CARDS: [brand: string, number: string, withAllBrands?: string][] = [
  ['visa', '4111 1111 1111 1111'],
  ['visa', '4988 4388 4388 4305'],
  ['visa', '4012 8888 8888 1881'],
  ['mc', '5555 3412 4444 1115'],
  ['mc', '2222 4000 7000 0005'],
  ['mc', '5105 1051 0510 5100'],
  ['amex', '3700 0000 0000 002'],
  ['amex', '3782 822463 10005'],
  ['diners', '3600 6666 3333 44'],
  ['diners', '3056 9309 0259 04'],
  ['diners', '3852 0000 0232 37'],
  ['discover', '6011 1111 1111 1117'],
  ['discover', '6445 6445 6445 6445'],
  ['jcb', '3569 9900 1009 5841'],
  ['jcb', '3530 1113 3330 0000'],
  ['cup', '6250 9460 0000 0016'],
  ['cup', '6200 0000 0000 0005'],
  ['maestro', '6771 7980 2100 0008'],
  ['elo', '5066 9911 1111 1118'],
  ['bcmc', '6703 4444 4444 4449'],
  ['dankort', '5019 5555 4444 5555'],
  ['visadankort', '4571 0000 0000 0001'],
  ['hipercard', '6062 8288 8866 6688'],
  ['hiper', '6370 9500 0000 0005'],
  ['uatp', '1354 1001 4004 955'],
  ['cartebancaire', '4035 5014 2814 6300', 'visa'],
  ['bijcard', '5100 0811 1222 3332'],
  ['naranja', '5895 6200 0000 0002'],
  ['cabal', '6035 2277 1642 7021'],
];

describe.each(PUBLISHED_TEST_CARDS)('published %s test card %s', (brand, number, withAll) => {
  it('is recognised, Luhn-valid and accepted', () => {
    expect(detectCardBrand(number, [brand])).toBe(brand);
    expect(detectCardBrand(number)).toBe(withAll ?? brand);
    expect(isLuhnValid(number)).toBe(true);
    expect(validateCardNumber(number, [brand])).toBeNull();
  });
});

/** The sandbox processor's test cards (docs/api-contract.md) with the payer page's brands. */
const PAYER_PAGE_BRANDS = [
  'amex',
  'mc',
  'visa',
  'discover',
  'cartebancaire',
  'diners',
  'jcb',
  'maestro',
];

describe.each([
  ['4111 1111 1111 1111', 'visa'],
  ['5555 3412 4444 1115', 'mc'],
  ['3700 0000 0000 002', 'amex'],
  ['6011 1111 1111 1117', 'discover'],
  ['4000 0000 0000 0002', 'visa'],
  ['4212 3456 7891 0006', 'visa'],
  ['4000 0000 0001 4227', 'visa'],
  ['4000 0000 0001 4235', 'visa'],
  ['4000 0000 0000 0994', 'visa'],
  ['4000 0000 0000 0226', 'visa'],
])('sandbox test card %s', (number, brand) => {
  it(`is a valid ${brand} card on the payer page`, () => {
    expect(detectCardBrand(number, PAYER_PAGE_BRANDS)).toBe(brand);
    expect(validateCardNumber(number, PAYER_PAGE_BRANDS)).toBeNull();
  });
});

describe.each(CARD_BRANDS.filter((brand) => brand.startingNumbers.length > 0))(
  'constructed $cardType numbers',
  ({ cardType, startingNumbers, permittedLengths }: CardBrandDefinition) => {
    const tooLong = (permittedLengths.at(-1) ?? 19) + 1;
    it.each(startingNumbers.flatMap((rule) => rule.split('-')))('starting %s', (prefix) => {
      for (const length of permittedLengths) {
        const number = numberStartingWith(prefix, length);
        expect(validateCardNumber(number, [cardType]), number).toBeNull();
      }
      const wrongLength = [11, ...permittedLengths.map((length) => length - 1), tooLong].filter(
        (length) => length > prefix.length && !permittedLengths.includes(length),
      );
      for (const length of wrongLength) {
        const number = numberStartingWith(prefix, length);
        expect(validateCardNumber(number, [cardType]), number).toBe('cc.num.901');
      }
    });
  },
);

describe('cardNumberLengths', () => {
  it.each([
    ['visa', [13, 16, 19]],
    ['mc', [16]],
    ['amex', [15]],
    ['diners', [14, 15, 16, 17, 18, 19]],
    ['maestro', [12, 13, 14, 15, 16, 17, 18, 19]],
    ['nope', []],
    ['', []],
  ])('%s → %j', (brand, lengths) => {
    expect(cardNumberLengths(brand)).toEqual(lengths);
  });

  it('returns a copy the caller may change', () => {
    cardNumberLengths('visa').push(99);
    expect(cardNumberLengths('visa')).toEqual([13, 16, 19]);
  });
});

describe('isLuhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['4111 1111 1111 1111', true],
    ['4111111111111112', false],
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
    ['18', true],
    ['', false],
    ['   ', false],
    ['4111-1111-1111-1111', false],
    ['4111a111111111111', false],
    ['٤١١١١١١١١١١١١١١١', false],
  ])('%j → %s', (number, valid) => {
    expect(isLuhnValid(number)).toBe(valid);
  });

  it('agrees with an independent implementation on any digits', () => {
    fc.assert(
      fc.property(digitString(1, 40), (digits) => isLuhnValid(digits) === referenceLuhn(digits)),
    );
  });

  it.each(['abc', '4111-1111', '١٢٣', '\uD800'])(
    'luhnCheckDigit(%j): null, not an exception, when it is not digits',
    (partial) => {
      expect(luhnCheckDigit(partial)).toBeNull();
    },
  );

  it('is made true by appending luhnCheckDigit, and by no other digit', () => {
    fc.assert(
      fc.property(digitString(0, 30), (partial) => {
        const check = luhnCheckDigit(partial);
        return [...'0123456789'].every(
          (digit) => isLuhnValid(partial + digit) === (digit === String(check)),
        );
      }),
    );
  });

  it('catches every single-digit error', () => {
    fc.assert(
      fc.property(digitString(1, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (p, at, delta) => {
        const valid = p + luhnCheckDigit(p);
        const index = at % valid.length;
        const changed = (Number(valid[index]) + delta) % 10;
        const mistyped = valid.slice(0, index) + changed + valid.slice(index + 1);
        return isLuhnValid(valid) && !isLuhnValid(mistyped);
      }),
    );
  });

  it('catches swapped neighbours except 09 ↔ 90', () => {
    fc.assert(
      fc.property(digitString(2, 18), fc.nat(), (p, at) => {
        const valid = p + luhnCheckDigit(p);
        const index = at % (valid.length - 1);
        const [a, b] = [valid[index], valid[index + 1]];
        fc.pre(a !== b && `${a}${b}` !== '09' && `${a}${b}` !== '90');
        const swapped = valid.slice(0, index) + b + a + valid.slice(index + 2);
        return !isLuhnValid(swapped);
      }),
    );
  });

  it('has no check digit for a partial number that is not digits', () => {
    expect(luhnCheckDigit('41x1')).toBeNull();
  });
});

describe('validateCardNumber', () => {
  it.each([
    ['', undefined, 'cc.num.900'],
    ['   ', undefined, 'cc.num.900'],
    ['4111 1111 1111 1111', undefined, null],
    ['4111111111111111', undefined, null],
    ['4222 2222 2222 2', undefined, null],
    ['4111 1111 1111 1112', undefined, 'cc.num.902'],
    ['4111 1111 1111 111', undefined, 'cc.num.901'],
    ['4111 1111 1111 1111 1', undefined, 'cc.num.901'],
    ['4111-1111-1111-1111', undefined, 'cc.num.901'],
    ['4111 1111 1111 111a', undefined, 'cc.num.901'],
    ['9999 9999 9999 9995', undefined, 'cc.num.901'],
    ['3700 0000 0000 002', undefined, null],
    ['3700 0000 0000 0002', undefined, 'cc.num.901'],
    ['5555 3412 4444 1115', undefined, null],
    // A known brand the merchant does not take: unsupported, before length and Luhn.
    ['6011 1111 1111 1117', undefined, 'cc.num.903'],
    ['6011 1111 1111 1112', undefined, 'cc.num.903'],
    ['3569 9900 1009 5841', ['visa', 'mc'], 'cc.num.903'],
    ['6011 1111 1111 1117', ['discover'], null],
    ['6011 1111 1111 1112', ['discover'], 'cc.num.902'],
    ['6703 4444 4444 4449', ['bcmc', 'maestro'], null],
  ] as const)('%j among %j → %j', (number, supported, expected) => {
    expect(validateCardNumber(number, supported)).toBe(expected);
  });

  it('skips Luhn when the bin lookup disables it, and only then', () => {
    expect(validateCardNumber('4111111111111112', undefined, { luhnCheck: false })).toBeNull();
    expect(validateCardNumber('4111111111111112', undefined, { luhnCheck: true })).toBe(
      'cc.num.902',
    );
    expect(validateCardNumber('411111111111111', undefined, { luhnCheck: false })).toBe(
      'cc.num.901',
    );
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['4111111111111111', 'visa', '4111 1111 1111 1111'],
    ['4111 1111 1111 1111', 'visa', '4111 1111 1111 1111'],
    ['4111-1111', 'visa', '4111 1111'],
    ['41111', 'visa', '4111 1'],
    ['4111111111111111111999', 'visa', '4111 1111 1111 1111 111'],
    ['378282246310005', 'amex', '3782 822463 10005'],
    ['3782', 'amex', '3782'],
    ['37828', 'amex', '3782 8'],
    ['3782822463', 'amex', '3782 822463'],
    ['37828224631000599', 'amex', '3782 822463 10005'],
    ['3056930902', 'diners', '3056 930902'],
    ['30569309025904', 'diners', '3056 930902 5904'],
    ['3852000002323712', 'diners', '3852 0000 0232 3712'],
    ['135410014004955', 'uatp', '1354 10014 004955'],
    ['5555341244441115999', 'mc', '5555 3412 4444 1115'],
    ['12345678901234567890', null, '1234 5678 9012 3456 789'],
    ['', null, ''],
    ['abc', 'visa', ''],
  ])('%j as %s → %j', (value, brand, expected) => {
    expect(formatCardNumber(value, brand)).toBe(expected);
  });

  const brands = fc.constantFrom(null, 'nope', ...CARD_BRANDS.map((brand) => brand.cardType));

  it('keeps the digits in order, cut to the brand, spaced by single spaces', () => {
    fc.assert(
      fc.property(fc.string(), brands, (value, brand) => {
        const formatted = formatCardNumber(value, brand);
        const max = cardNumberLengths(brand ?? '').at(-1) ?? 19;
        return (
          /^(\d+( \d+)*)?$/.test(formatted) &&
          formatted.replaceAll(' ', '') === value.replace(/\D/g, '').slice(0, max) &&
          formatted.length <= cardNumberInputMaxLength(brand)
        );
      }),
    );
  });

  it('is stable when applied again (as it is on every keystroke)', () => {
    fc.assert(
      fc.property(digitString(0, 25), brands, (digits, brand) => {
        const once = formatCardNumber(digits, brand);
        return formatCardNumber(once, brand) === once;
      }),
    );
  });
});

describe('cardNumberInputMaxLength', () => {
  it.each([
    ['amex', 17],
    ['diners', 23],
    ['uatp', 17],
    ['mc', 19],
    ['visa', 23],
    [null, 23],
  ])('%s → %d', (brand, length) => {
    expect(cardNumberInputMaxLength(brand)).toBe(length);
  });
});
