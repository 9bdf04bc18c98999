/** Calendar dates (`YYYY-MM-DD`) relative to "today" in a time zone (default: the server's). */
export function isoDateInDays(days: number, timeZone?: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const date = new Date(Date.UTC(part('year'), part('month') - 1, part('day') + days));
  return date.toISOString().slice(0, 10);
}

/** A timestamp `days` days (and optionally hours) from `now`, as an ISO string. */
export function isoTimeInDays(days: number, now: Date = new Date()): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString();
}

/** Whether `timeZone` is an IANA time zone Intl knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
