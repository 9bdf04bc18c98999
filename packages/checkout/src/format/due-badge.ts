/**
 * The due badge of the payment form (spec §2, §9): counted in calendar days of the payer's time
 * zone between today and `dueDate`.
 *
 * | days left | label            | tone     |
 * | --------- | ---------------- | -------- |
 * | > 3       | none             |          |
 * | 1 to 3    | 'in N day(s)'    | warning  |
 * | 0         | 'Due today'      | warning  |
 * | < 0       | 'N day(s) overdue' | critical |
 *
 * Tone (chosen): warning while the date is near (the payer can still pay on time), critical once
 * it has passed.
 */
import { calendarDateIn, calendarDaysBetween, type Today } from './today';

/** Days left at which the due-soon badge appears (spec §9 "due-soon badge 1 to 3 days"). */
export const DUE_SOON_DAYS = 3;

export type DueBadgeTone = 'warning' | 'critical';
export type DueBadge = { label: string; tone: DueBadgeTone; daysLeft: number };

/** Calendar days from today (in the payer's time zone) to `dueDate`; negative when past. */
export function daysUntilDue(dueDate: string, today: Today): number {
  return calendarDaysBetween(calendarDateIn(today.now, today.timeZone), dueDate);
}

function days(count: number): string {
  return count === 1 ? '1 day' : `${count} days`;
}

/** The badge for `dueDate`, or `null` when none shows (no due date, or more than 3 days left). */
export function dueBadge(dueDate: string | null, today: Today): DueBadge | null {
  if (dueDate == null) return null;
  const daysLeft = daysUntilDue(dueDate, today);
  if (daysLeft > DUE_SOON_DAYS) return null;
  if (daysLeft > 0) return { label: `in ${days(daysLeft)}`, tone: 'warning', daysLeft };
  if (daysLeft === 0) return { label: 'Due today', tone: 'warning', daysLeft };
  return { label: `${days(-daysLeft)} overdue`, tone: 'critical', daysLeft };
}
