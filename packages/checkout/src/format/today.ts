/**
 * "Today" as the page sees it: an instant and the payer's time zone. Injected everywhere a rule
 * depends on the date (stories and tests use 2026-11-22 in America/New_York).
 */
import { formattedText } from './formatted-texts';

export type Today = {
  now: Date;
  /** IANA time zone of the payer, e.g. `America/New_York`. */
  timeZone: string;
};

/** The browser's clock and time zone. */
export function systemToday(): Today {
  return { now: new Date(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  return formattedText(`day ${timeZone} ${instant.toISOString()}`, () =>
    calendarDateByIntl(instant, timeZone),
  );
}

function calendarDateByIntl(instant: Date, timeZone: string): string {
  let dayFormat = dayFormatters.get(timeZone);
  if (!dayFormat) {
    dayFormat = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, dayFormat);
  }
  const parts = dayFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const DAY_MS = 86_400_000;

function dayNumber(calendarDate: string): number {
  const [year, month, day] = calendarDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * Whole calendar days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier.
 * Counted on the calendar, so a daylight-saving change (a 23 or 25 hour day) counts as one day.
 */
export function calendarDaysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}
