import { describe, expect, it } from 'vitest';
import { formatCents, formatLongDate, formatQuantity } from './format.ts';
import { isoDateInDays, isTimeZone } from './dates.ts';

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [125_000, '$1,250.00'],
    [-10_000, '-$100.00'],
    [123_456_789_01, '$123,456,789.01'],
  ])('%s → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('formatLongDate', () => {
  it.each([
    ['2026-11-25', 'November 25, 2026'],
    ['2026-01-01', 'January 1, 2026'],
    ['2026-11-21T23:30:00.000Z', 'November 21, 2026'],
  ])('%s → %s', (value, text) => {
    expect(formatLongDate(value)).toBe(text);
  });
});

describe('formatQuantity', () => {
  it.each([
    [2, '2'],
    [1.5, '1.5'],
    [0.25, '0.25'],
    [1200, '1,200'],
  ])('%s → %s', (quantity, text) => {
    expect(formatQuantity(quantity)).toBe(text);
  });
});

describe('isoDateInDays', () => {
  const now = new Date('2026-11-22T03:00:00Z'); // still the 21st in New York
  it.each([
    [0, 'UTC', '2026-11-22'],
    [0, 'America/New_York', '2026-11-21'],
    [3, 'America/New_York', '2026-11-24'],
    [-22, 'UTC', '2026-10-31'],
    [40, 'UTC', '2027-01-01'],
  ])('%s days in %s → %s', (days, timeZone, date) => {
    expect(isoDateInDays(days, timeZone, now)).toBe(date);
  });

  it('knows time zones', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Base')).toBe(false);
  });
});
