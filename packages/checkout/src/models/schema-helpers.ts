import * as z from 'zod/mini';
import { isCalendarDate } from '../format/calendar-date';

export { isCalendarDate };

/**
 * A field the contract sends as a value or `null`; a missing field is read as `null` too, so an
 * older or newer server that leaves it out does not break the page.
 */
export function nullable<T extends z.ZodMiniType>(schema: T) {
  return z._default(z.nullable(schema), null);
}

/** A whole number of cents (or a count): a safe integer. */
export const integer = z.int();

/** An ISO 8601 timestamp (`2026-11-22T15:04:05.000Z`). */
export const timestamp = z
  .string()
  .check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO 8601 timestamp'));

/** A calendar date `YYYY-MM-DD` (the contract's `dueDate`). */
export const calendarDate = z
  .string()
  .check(z.refine(isCalendarDate, 'Expected a date YYYY-MM-DD'));

/** A string that is not empty. */
export const nonEmptyString = z.string().check(z.minLength(1));
