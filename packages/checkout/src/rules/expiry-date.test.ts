import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatExpiryDateInput,
  fullExpiryYear,
  normalizeExpiryDate,
  validateExpiryDate,
} from './expiry-date';

/** The stories' fixed today: 22 November 2026, midday UTC. */
const TODAY = new Date('2026-11-22T12:00:00Z');

describe('normalizeExpiryDate', () => {
  it.each([
    ['12/30', '12/30'],
    ['12/2030', '12/30'],
    ['1/30', '01/30'],
    ['1/2030', '01/30'],
    ['12 / 30', '12/30'],
    ['12-2030', '12/30'],
    ['12.30', '12/30'],
    ['12 30', '12/30'],
    ['1230', '12/30'],
    ['122030', '12/30'],
    ['2030-12', '12/30'],
    ['2030-1', '01/30'],
    ['  03/27  ', '03/27'],
    // Not a date shape: returned trimmed for the validator to flag.
    ['12/3', '12/3'],
    ['12/203', '12/203'],
    ['123', '123'],
    ['ab/cd', 'ab/cd'],
    ['', ''],
    // The month is not range-checked here.
    ['13/2030', '13/30'],
  ])('%j → %j', (value, expected) => {
    expect(normalizeExpiryDate(value)).toBe(expected);
  });

  it('turns any autofilled month and 2- or 4-digit year into MM/YY', () => {
    const separators = fc.constantFrom('/', ' / ', '-', '.', ' ', '');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2000, max: 2099 }),
        separators,
        fc.boolean(),
        fc.boolean(),
        (month, year, separator, padMonth, fullYear) => {
          const mm = String(month).padStart(2, '0');
          const yy = String(year).slice(2);
          // Without a separator the month must have two digits to be readable.
          const typedMonth = padMonth || separator === '' ? mm : String(month);
          const value = `${typedMonth}${separator}${fullYear ? year : yy}`;
          return normalizeExpiryDate(value) === `${mm}/${yy}`;
        },
      ),
    );
  });

  it('is stable when applied again', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const once = normalizeExpiryDate(value);
        return normalizeExpiryDate(once) === once;
      }),
    );
  });
});

describe('validateExpiryDate', () => {
  it.each([
    ['', 'cc.dat.910'],
    ['   ', 'cc.dat.910'],
    ['11/26', null],
    ['12/26', null],
    // Up to 3 months after the expiry month: still accepted; the issuer decides.
    ['10/26', null],
    ['08/26', null],
    ['07/26', 'cc.dat.912'],
    ['01/20', 'cc.dat.912'],
    // 30 years ahead is the limit.
    ['11/56', null],
    ['11/2056', null],
    ['12/56', 'cc.dat.913'],
    ['12/2056', 'cc.dat.913'],
    ['01/76', 'cc.dat.913'],
    // A 2-digit year is 20YY, as card networks read it: never last century.
    ['01/77', 'cc.dat.913'],
    ['12/90', 'cc.dat.913'],
    ['12/99', 'cc.dat.913'],
    ['12/00', 'cc.dat.912'],
    ['12/1990', 'cc.dat.912'],
    ['01/2077', 'cc.dat.913'],
    ['12/2099', 'cc.dat.913'],
    ['12/1999', 'cc.dat.912'],
    ['2099-12', 'cc.dat.913'],
    // Autofill shapes.
    ['1230', null],
    ['12/2030', null],
    ['2030-12', null],
    ['1/30', null],
    // Not a date.
    ['13/30', 'cc.dat.911'],
    ['00/30', 'cc.dat.911'],
    ['12/3', 'cc.dat.911'],
    ['12/', 'cc.dat.911'],
    ['ab/cd', 'cc.dat.911'],
    ['12/30/1', 'cc.dat.911'],
  ])('%j → %j', (value, expected) => {
    expect(validateExpiryDate(value, TODAY)).toBe(expected);
  });

  it.each([
    ['12/26', '12/26', null],
    ['01/27', '12/26', null],
    ['11/26', '12/26', 'cc.dat.914'],
    ['11/26', '12/2026', 'cc.dat.914'],
    ['11/26', '11/26', null],
    // 912 and 913 win over 914.
    ['07/26', '12/26', 'cc.dat.912'],
    ['12/56', '01/57', 'cc.dat.913'],
    // An unreadable minimum is ignored.
    ['11/26', 'soon', null],
    ['11/26', '', null],
  ])('%j with minimum %j → %j', (value, minimum, expected) => {
    expect(validateExpiryDate(value, TODAY, minimum)).toBe(expected);
  });

  it.each([
    // 23:30 on 30 November in New York is already December in UTC: August is 4 months back.
    ['2026-11-30T23:30:00-05:00', '08/26', 'cc.dat.912'],
    // 00:30 on 1 December in Athens is still November in UTC.
    ['2026-12-01T00:30:00+02:00', '08/26', null],
    // Across the new year: January 2027 still accepts October 2026, not September.
    ['2027-01-15T12:00:00Z', '10/26', null],
    ['2027-01-15T12:00:00Z', '09/26', 'cc.dat.912'],
    ['2026-12-01T00:00:00Z', '12/56', null],
    ['2026-12-01T00:00:00Z', '01/57', 'cc.dat.913'],
  ])('on %s, %j → %j (months in UTC)', (today, value, expected) => {
    expect(validateExpiryDate(value, new Date(today))).toBe(expected);
  });
});

describe('formatExpiryDateInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['0', '0'],
    ['12', '12'],
    ['123', '12/3'],
    ['1228', '12/28'],
    ['12/28', '12/28'],
    ['12/289', '12/28'],
    ['2', '02'],
    ['9', '09'],
    ['28', '02/8'],
    ['a1b2', '12'],
    // Autofilled or pasted whole dates.
    ['12/2030', '12/30'],
    ['1/30', '01/30'],
    ['2030-12', '12/30'],
  ])('%j → %j', (value, expected) => {
    expect(formatExpiryDateInput(value)).toBe(expected);
  });

  it('gives at most MM/YY and is stable when applied again', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const once = formatExpiryDateInput(value);
        return /^(\d{0,2}|\d{2}\/\d{1,2})$/.test(once) && formatExpiryDateInput(once) === once;
      }),
    );
  });
});

describe('fullExpiryYear', () => {
  it.each([
    ['30', 2030],
    ['00', 2000],
    ['90', 2090],
    ['99', 2099],
    ['2030', 2030],
    ['1999', 1999],
  ])('%j → %d: a 2-digit year is 20YY, a 4-digit year as given', (year, full) => {
    expect(fullExpiryYear(year)).toBe(full);
  });
});
