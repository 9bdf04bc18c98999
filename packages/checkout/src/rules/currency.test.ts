import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencyMinorUnitDivisor,
  formatMinorUnits,
  THREE_DECIMAL_CURRENCIES,
  ZERO_DECIMAL_CURRENCIES,
} from './currency';

describe('currencyMinorUnitDivisor', () => {
  it.each<[string, number]>([
    ...ZERO_DECIMAL_CURRENCIES.map((code): [string, number] => [code, 1]),
    ['jpy', 1],
    ['MRO', 10],
    ['mro', 10],
    ...THREE_DECIMAL_CURRENCIES.map((code): [string, number] => [code, 1000]),
    ['USD', 100],
    ['EUR', 100],
    ['GBP', 100],
    ['MRU', 100],
    ['CLP', 100],
    ['XYZ', 100],
  ])('%s → %d', (currency, divisor) => {
    expect(currencyMinorUnitDivisor(currency)).toBe(divisor);
  });

  it('covers the zero-decimal and three-decimal sets of the spec', () => {
    expect(ZERO_DECIMAL_CURRENCIES).toEqual(expect.arrayContaining(['IDR', 'JPY', 'KRW', 'VND']));
    expect([...THREE_DECIMAL_CURRENCIES].sort()).toEqual(
      ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'].sort(),
    );
    expect(Object.isFrozen(ZERO_DECIMAL_CURRENCIES)).toBe(true);
  });
});

describe('formatMinorUnits', () => {
  it.each([
    [123456, 'USD', 'en-US', '$1,234.56'],
    [5, 'USD', 'en-US', '$0.05'],
    [0, 'USD', 'en-US', '$0.00'],
    [-1999, 'USD', 'en-US', '-$19.99'],
    [100, 'usd', 'en-US', '$1.00'],
    [1000, 'JPY', 'en-US', '¥1,000'],
    [1000, 'IDR', 'en-US', 'IDR 1,000'],
    [1000, 'KRW', 'en-US', '₩1,000'],
    [15, 'MRO', 'en-US', 'MRO 1.5'],
    [1234, 'KWD', 'en-US', 'KWD 1.234'],
    [-5, 'KWD', 'en-US', '-KWD 0.005'],
    [123456, 'EUR', 'de-DE', '1.234,56 €'],
    [Number.MAX_SAFE_INTEGER, 'USD', 'en-US', '$90,071,992,547,409.91'],
    [Number.MAX_SAFE_INTEGER, 'BHD', 'en-US', 'BHD 9,007,199,254,740.991'],
    [-Number.MAX_SAFE_INTEGER, 'JPY', 'en-US', '-¥9,007,199,254,740,991'],
  ])('%d %s in %s → %s', (amount, currency, locale, expected) => {
    // Intl puts a no-break space between code and amount; compare with plain spaces.
    expect(formatMinorUnits(amount, currency, locale).replace(/\s/g, ' ')).toBe(expected);
  });

  it('formats in en-US by default', () => {
    expect(formatMinorUnits(250000, 'USD')).toBe('$2,500.00');
  });

  it.each([0.5, 1.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'refuses %d, which is not an integer amount of minor units',
    (amount) => {
      expect(() => formatMinorUnits(amount, 'USD')).toThrow(RangeError);
    },
  );

  it.each([
    [100, 'US', 'en-US', '1.00 US'],
    [-5, ' kw ', 'en-US', '-0.05 KW'],
    [100, '', 'en-US', '1.00'],
    [123456, 'USD', 'not a locale', '$1,234.56'],
    [123456, 'USD', '', '$1,234.56'],
  ])(
    '%d %j %j: a currency code or locale Intl refuses is no exception → %j',
    (amount, currency, locale, expected) => {
      expect(formatMinorUnits(amount, currency, locale)).toBe(expected);
    },
  );

  const currencies = fc.constantFrom('USD', 'EUR', 'JPY', 'IDR', 'MRO', 'KWD', 'BHD', 'TND');
  const locales = fc.constantFrom('en-US', 'en-GB', 'de-DE', 'fr-FR', 'ja-JP');
  const amounts = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

  it('shows exactly the digits of the amount, with the currency’s decimals', () => {
    fc.assert(
      fc.property(amounts, currencies, locales, (amount, currency, locale) => {
        const formatted = formatMinorUnits(amount, currency, locale);
        const digits = formatted.replace(/\D/g, '');
        const decimals = String(currencyMinorUnitDivisor(currency)).length - 1;
        const fraction = /[.,](\d+)\D*$/.exec(formatted)?.[1] ?? '';
        return (
          BigInt(digits) === BigInt(Math.abs(amount)) &&
          (decimals === 0 || fraction.length === decimals) &&
          formatted.includes('-') === amount < 0
        );
      }),
    );
  });

  it('orders amounts as their integers do (en-US)', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (a, b) => {
        const value = (amount: number) =>
          Number(formatMinorUnits(amount, 'USD').replace(/[$,]/g, ''));
        return Math.sign(value(a) - value(b)) === Math.sign(a - b);
      }),
    );
  });
});
