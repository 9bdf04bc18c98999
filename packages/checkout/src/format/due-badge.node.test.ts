import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysUntilDue, dueBadge } from './due-badge';
import { calendarDateIn, calendarDaysBetween, systemToday, type Today } from './today';

const NEW_YORK = 'America/New_York';
const at = (iso: string, timeZone = NEW_YORK): Today => ({ now: new Date(iso), timeZone });
/** Noon of 2026-11-22 in New York (the stories' today). */
const today = at('2026-11-22T17:00:00.000Z');

describe('dueBadge', () => {
  it.each([
    ['2026-11-27', null],
    ['2026-11-26', null],
    ['2026-11-25', { label: 'in 3 days', tone: 'warning', daysLeft: 3 }],
    ['2026-11-24', { label: 'in 2 days', tone: 'warning', daysLeft: 2 }],
    ['2026-11-23', { label: 'in 1 day', tone: 'warning', daysLeft: 1 }],
    ['2026-11-22', { label: 'Due today', tone: 'warning', daysLeft: 0 }],
    ['2026-11-21', { label: '1 day overdue', tone: 'critical', daysLeft: -1 }],
    ['2026-11-20', { label: '2 days overdue', tone: 'critical', daysLeft: -2 }],
    ['2026-10-23', { label: '30 days overdue', tone: 'critical', daysLeft: -30 }],
  ])('due %s (today 2026-11-22) → %o', (dueDate, expected) => {
    expect(dueBadge(dueDate, today)).toEqual(expected);
  });

  it('shows nothing without a due date', () => {
    expect(dueBadge(null, today)).toBeNull();
  });

  it('turns at midnight of the payer’s time zone, not at midnight UTC', () => {
    // 23:59 on the 22nd in New York is already the 23rd in UTC.
    expect(dueBadge('2026-11-22', at('2026-11-23T04:59:00.000Z'))?.label).toBe('Due today');
    // One minute later it is the 23rd in New York too.
    expect(dueBadge('2026-11-22', at('2026-11-23T05:00:00.000Z'))?.label).toBe('1 day overdue');
    // The same instant, for a payer in Los Angeles: still the 22nd.
    expect(
      dueBadge('2026-11-22', at('2026-11-23T05:00:00.000Z', 'America/Los_Angeles'))?.label,
    ).toBe('Due today');
  });

  it('counts calendar days across daylight-saving changes (23 and 25 hour days)', () => {
    // New York springs forward on 2026-03-08 and falls back on 2026-11-01.
    expect(daysUntilDue('2026-03-09', at('2026-03-07T23:30:00.000Z'))).toBe(2);
    expect(dueBadge('2026-03-09', at('2026-03-08T04:59:00.000Z'))?.label).toBe('in 2 days');
    expect(dueBadge('2026-11-02', at('2026-10-31T23:30:00.000Z'))?.label).toBe('in 2 days');
    expect(dueBadge('2026-10-31', at('2026-11-02T04:30:00.000Z'))?.label).toBe('1 day overdue');
  });

  it('counts across month and year ends', () => {
    expect(daysUntilDue('2027-01-02', at('2026-12-30T17:00:00.000Z'))).toBe(3);
    expect(daysUntilDue('2026-03-01', at('2026-02-28T17:00:00.000Z'))).toBe(1);
    expect(daysUntilDue('2028-03-01', at('2028-02-28T17:00:00.000Z'))).toBe(2);
  });
});

describe('today', () => {
  it('reads the calendar date of an instant in a time zone', () => {
    const instant = new Date('2026-11-23T03:00:00.000Z');
    expect(calendarDateIn(instant, NEW_YORK)).toBe('2026-11-22');
    expect(calendarDateIn(instant, 'UTC')).toBe('2026-11-23');
    expect(calendarDateIn(instant, 'Pacific/Kiritimati')).toBe('2026-11-23');
  });

  it('counts whole days between calendar dates', () => {
    expect(calendarDaysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(calendarDaysBetween('2026-11-22', '2026-11-21')).toBe(-1);
    expect(calendarDaysBetween('2025-11-22', '2026-11-22')).toBe(365);
  });
});

describe('dueBadge on the system clock (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The browser's today, read now, for a payer in New York. */
  const now = (): Today => ({ ...systemToday(), timeZone: NEW_YORK });

  it('changes at the payer’s midnight as the clock runs', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T04:59:59.000Z') }); // 23:59:59 on the 21st
    expect(dueBadge('2026-11-25', now())).toBeNull(); // 4 days left
    vi.advanceTimersByTime(1000); // midnight: the 22nd
    expect(dueBadge('2026-11-25', now())?.label).toBe('in 3 days');
    vi.advanceTimersByTime(3 * 86_400_000); // the 25th
    expect(dueBadge('2026-11-25', now())?.label).toBe('Due today');
    vi.advanceTimersByTime(86_400_000 - 1000); // 23:59:59 on the 25th
    expect(dueBadge('2026-11-25', now())?.label).toBe('Due today');
    vi.advanceTimersByTime(1000); // the 26th
    expect(dueBadge('2026-11-25', now())).toEqual({
      label: '1 day overdue',
      tone: 'critical',
      daysLeft: -1,
    });
  });

  it('keeps counting whole days through the fall-back night (a 25-hour day)', () => {
    vi.useFakeTimers({ now: new Date('2026-10-31T16:00:00.000Z') }); // noon, Oct 31
    expect(dueBadge('2026-11-03', now())?.label).toBe('in 3 days');
    vi.advanceTimersByTime(25 * 3_600_000); // noon, Nov 1 (25 hours later)
    expect(dueBadge('2026-11-03', now())?.label).toBe('in 2 days');
    vi.advanceTimersByTime(24 * 3_600_000); // noon, Nov 2
    expect(dueBadge('2026-11-03', now())?.label).toBe('in 1 day');
  });
});
