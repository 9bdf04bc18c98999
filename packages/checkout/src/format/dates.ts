/**
 * Dates in `en-US` (spec §2): long 'November 22, 2026' and short 'Nov 22, 2026'.
 *
 * Two kinds of value arrive: calendar dates (`dueDate`, `YYYY-MM-DD`) name a day and are shown as
 * that day wherever the payer is; timestamps (`statusUpdateDate`, `datePaid`, ISO 8601 instants)
 * are shown as the day they fall on in the payer's time zone.
 */
import { isCalendarDate } from './calendar-date';
import { formattedText } from './formatted-texts';

type DateStyle = 'long' | 'short';

// Formatters by month style and time zone, made once each (building one is the costly part).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(month: 'long' | 'short', timeZone: string): Intl.DateTimeFormat {
  const key = `${month} ${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric', timeZone });
    formatters.set(key, made);
  }
  return made;
}

function format(value: string, timeZone: string, month: 'long' | 'short'): string {
  if (isCalendarDate(value)) {
    // A day, not an instant: read and shown in UTC so no time zone moves it.
    return formattedText(`date ${month} UTC ${value}`, () =>
      formatter(month, 'UTC').format(new Date(`${value}T00:00:00Z`)),
    );
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${value}`);
  return formattedText(`date ${month} ${timeZone} ${instant.toISOString()}`, () =>
    formatter(month, timeZone).format(instant),
  );
}

/** 'November 22, 2026'. `timeZone` applies to timestamps (not to calendar dates). */
export function formatLongDate(value: string, timeZone: string): string {
  return format(value, timeZone, 'long');
}

/** 'Nov 22, 2026'. `timeZone` applies to timestamps (not to calendar dates). */
export function formatShortDate(value: string, timeZone: string): string {
  return format(value, timeZone, 'short');
}

export function formatDate(value: string, timeZone: string, style: DateStyle): string {
  return style === 'long' ? formatLongDate(value, timeZone) : formatShortDate(value, timeZone);
}

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant with its time: 'November 21, 2026 at 10:12 AM EST' (the receipt's date paid), in
 * `timeZone` (the payer's, injectable like today).
 */
export function formatDateTime(value: string, timeZone: string): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${value}`);
  return formattedText(`datetime ${timeZone} ${instant.toISOString()}`, () => {
    let made = dateTimes.get(timeZone);
    if (!made) {
      made = new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      });
      dateTimes.set(timeZone, made);
    }
    return made.format(instant);
  });
}
