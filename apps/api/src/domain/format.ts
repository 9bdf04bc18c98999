const groups = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Integer cents as US dollars: 125000 → "$1,250.00", -500 → "-$5.00". Integer arithmetic only. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const rest = abs % 100;
  const dollars = (abs - rest) / 100;
  return `${sign}$${groups.format(dollars)}.${String(rest).padStart(2, '0')}`;
}

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11-25" → "November 25, 2026"; a timestamp → its UTC calendar date, same format. */
export function formatLongDate(value: string | Date): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T00:00:00.000Z`)
      : new Date(value);
  return longDate.format(date);
}

/** Quantities as written on invoices: 2, 1.5, 0.25. */
export function formatQuantity(quantity: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(quantity);
}

const dateTimes = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant with its time in `timeZone`: "November 21, 2026 at 10:12 AM EST" (a receipt's date
 * paid, in the payer's zone). `timeZone` must be one Intl knows (isTimeZone).
 */
export function formatDateTime(value: string | Date, timeZone: string): string {
  let format = dateTimes.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone,
    });
    if (dateTimes.size < 64) dateTimes.set(timeZone, format);
  }
  return format.format(new Date(value));
}

/** Whether Intl knows `value` as a time zone (`America/New_York`, `UTC`); at most 64 characters. */
export function isTimeZone(value: string): boolean {
  if (value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
