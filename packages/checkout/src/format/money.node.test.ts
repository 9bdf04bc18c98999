import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatOptionalMoney, MISSING_AMOUNT } from './money';

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [1, '$0.01'],
    [9, '$0.09'],
    [10, '$0.10'],
    [99, '$0.99'],
    [100, '$1.00'],
    [123_456, '$1,234.56'],
    [125_000, '$1,250.00'],
    [100_000_000, '$1,000,000.00'],
    [1_234_567_890, '$12,345,678.90'],
    [-1_050, '-$10.50'],
    [-5, '-$0.05'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
  ])('%i cents → %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('refuses fractions of a cent and non-numbers rather than rounding them', () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });

  it('groups the dollars exactly as Intl en-US does, for any amount', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (cents) => {
        // Intl reads a decimal string exactly (no float); its sign sits before the $ as ours does.
        const magnitude = BigInt(Math.abs(cents));
        const exact = `${cents < 0 ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
        expect(formatMoney(cents)).toBe(intl.format(exact as `${number}`));
      }),
    );
  });

  it('reads back to the same cents for any amount (no floating-point drift)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (cents) => {
        const text = formatMoney(cents);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        const digits = BigInt(text.replace(/[^\d]/g, ''));
        expect(text.startsWith('-') ? -digits : digits).toBe(BigInt(cents));
      }),
    );
  });
});

describe('formatOptionalMoney', () => {
  it('shows a dash for a missing amount', () => {
    expect(formatOptionalMoney(null)).toBe(MISSING_AMOUNT);
    expect(formatOptionalMoney(undefined)).toBe(MISSING_AMOUNT);
    expect(formatOptionalMoney(0)).toBe('$0.00');
  });
});
