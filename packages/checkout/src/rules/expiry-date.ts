/**
 * Expiry date rules (docs/widget.md#validation): autofill normalisation to MM/YY and the expiry error
 * codes. Months are compared as calendar months of `today` in UTC, so a result never depends on
 * the time zone of the machine that runs it.
 */

/** How many months after its expiry month a card is still accepted (then 'cc.dat.912'). */
export const EXPIRED_GRACE_MONTHS = 3;
/** How far ahead an expiry may lie, in years (then 'cc.dat.913'). */
export const MAX_YEARS_AHEAD = 30;

const MONTH_YEAR = /^(\d{1,2})\s*[/\-.\s]\s*(\d{2}|\d{4})$/;
const DIGITS_ONLY = /^(\d{2})(\d{2}|\d{4})$/;
const ISO_YEAR_MONTH = /^(\d{4})-(\d{1,2})$/;

/** The month and year digits of an autofill shape, or null. */
function readExpiry(trimmed: string): { month: string; year: string } | null {
  const iso = ISO_YEAR_MONTH.exec(trimmed);
  if (iso) return { month: iso[2] ?? '', year: iso[1] ?? '' };
  const match = MONTH_YEAR.exec(trimmed) ?? DIGITS_ONLY.exec(trimmed);
  return match ? { month: match[1] ?? '', year: match[2] ?? '' } : null;
}

/**
 * The expiry as `MM/YY` when it is one of the shapes browsers and password managers autofill:
 * `MM/YY`, `MM/YYYY`, `M/YY`, `MM-YY`, `MM.YYYY`, `MM YY`, `MMYY`, `MMYYYY` or `YYYY-MM` (the
 * value of a month input). Anything else is returned trimmed and unchanged for the validator to
 * flag. The month is not range-checked here.
 */
export function normalizeExpiryDate(value: string): string {
  const trimmed = value.trim();
  const expiry = readExpiry(trimmed);
  return expiry ? `${expiry.month.padStart(2, '0')}/${expiry.year.slice(-2)}` : trimmed;
}

/** A month counted from year 0 (`year * 12 + month - 1`), so months compare as integers. */
function monthIndex(year: number, month: number): number {
  return year * 12 + month - 1;
}

/**
 * The full year of an expiry year: a two-digit year is 20YY, as card networks and the reference
 * widget read it (so '12/90' is too far ahead, never 1990); a four-digit year as given.
 */
export function fullExpiryYear(year: string): number {
  return year.length === 2 ? 2000 + Number(year) : Number(year);
}

/** The month index of an expiry in any shape `normalizeExpiryDate` reads, or null. */
function parseExpiry(value: string): number | null {
  const expiry = readExpiry(value.trim());
  if (!expiry) return null;
  const month = Number(expiry.month);
  if (month < 1 || month > 12) return null;
  return monthIndex(fullExpiryYear(expiry.year), month);
}

export type ExpiryDateErrorCode =
  'cc.dat.910' | 'cc.dat.911' | 'cc.dat.912' | 'cc.dat.913' | 'cc.dat.914';

/**
 * The error of an expiry date, or null when it is acceptable:
 * 'cc.dat.910' empty; 'cc.dat.911' not a month and year; 'cc.dat.912' expired more than 3 months
 * before today's month (a card that expired one to three months ago is still accepted here: the
 * issuer decides); 'cc.dat.913' more than 30 years after today's month; 'cc.dat.914' before the
 * integrator's `minimumExpiryDate` (MM/YY; that month itself is accepted; an unreadable minimum
 * is ignored). 912 and 913 win over 914.
 */
export function validateExpiryDate(
  value: string,
  today: Date,
  minimumExpiryDate?: string,
): ExpiryDateErrorCode | null {
  if (value.trim() === '') return 'cc.dat.910';
  const expiry = parseExpiry(value);
  if (expiry === null) return 'cc.dat.911';
  const current = monthIndex(today.getUTCFullYear(), today.getUTCMonth() + 1);
  if (expiry < current - EXPIRED_GRACE_MONTHS) return 'cc.dat.912';
  if (expiry > current + MAX_YEARS_AHEAD * 12) return 'cc.dat.913';
  const minimum = minimumExpiryDate ? parseExpiry(minimumExpiryDate) : null;
  if (minimum !== null && expiry < minimum) return 'cc.dat.914';
  return null;
}

/**
 * As-typed formatting of the expiry field: digits only, a leading month digit 2–9 padded to `0N`,
 * and the slash put in once a year digit follows the month (`1` → `1`, `12` → `12`, `123` →
 * `12/3`, `1228` → `12/28`), so deleting backwards never gets stuck on the slash. An autofilled
 * or pasted whole date (`12/2030`) is normalised to `MM/YY` first.
 */
export function formatExpiryDateInput(value: string): string {
  const whole = normalizeExpiryDate(value);
  if (/^\d{2}\/\d{2}$/.test(whole)) return whole;
  let digits = value.replace(/\D+/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
