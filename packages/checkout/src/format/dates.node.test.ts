import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatShortDate } from './dates';

const NEW_YORK = 'America/New_York';

describe('dates', () => {
  it('formats calendar dates as that day, in en-US long and short forms', () => {
    expect(formatLongDate('2026-11-22', NEW_YORK)).toBe('November 22, 2026');
    expect(formatShortDate('2026-11-22', NEW_YORK)).toBe('Nov 22, 2026');
    expect(formatDate('2026-01-05', NEW_YORK, 'short')).toBe('Jan 5, 2026');
  });

  it('never moves a calendar date, whatever the time zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC', 'Asia/Kolkata']) {
      expect(formatLongDate('2026-03-08', zone)).toBe('March 8, 2026');
    }
  });

  it('shows a timestamp as the day it falls on in the payer’s time zone', () => {
    // 02:30 UTC on the 21st is still the 20th in New York, already the 21st in Tokyo.
    expect(formatLongDate('2026-11-21T02:30:00.000Z', NEW_YORK)).toBe('November 20, 2026');
    expect(formatLongDate('2026-11-21T02:30:00.000Z', 'Asia/Tokyo')).toBe('November 21, 2026');
    expect(formatShortDate('2026-11-20T16:30:00.000Z', NEW_YORK)).toBe('Nov 20, 2026');
  });

  it('rejects a value that is not a date instead of printing "Invalid Date"', () => {
    expect(() => formatLongDate('not a date', NEW_YORK)).toThrow(RangeError);
  });
});
