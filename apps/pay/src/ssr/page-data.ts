/**
 * The data a server-rendered page carries for its hydration: the payment data the server loaded
 * (so the browser fetches nothing before it can use the page) and the "today" the server rendered
 * with (so the first client render matches the HTML; the payer's own clock and time zone take over
 * right after). Written into the HTML as a JSON data block, which Content-Security-Policy allows:
 * it is never executed.
 */
import type { FormattedTexts, PaymentData, Today } from '@paypage/checkout';
/** The id of the `<script type="application/json">` that carries the page's data. */
export const PAGE_DATA_ELEMENT_ID = 'paypage-data';

export type PageData = {
  token: string;
  data: PaymentData;
  today: Today;
  /** The UTC offset of `today.timeZone` at `today.now`, in minutes east of UTC. */
  offsetMinutes: number;
  /** The dates the server formatted with Intl for this page (see `carryFormattedTexts`). */
  texts: FormattedTexts;
};

type WirePageData = {
  token: string;
  data: PaymentData;
  today: { now: string; timeZone: string; offsetMinutes: number };
  texts: FormattedTexts;
};

/**
 * One wall-clock formatter per time zone, made once per process: constructing an Intl formatter
 * costs about a millisecond of the server render, and the zone is the server's own.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockIn(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** The UTC offset of `timeZone` at `instant`, in minutes east of UTC (server side: uses Intl). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = wallClockIn(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The JSON of `pageData`, safe inside `<script type="application/json">`: `<`, `>` and `&` are
 * escaped (a description holding `</script>` cannot end the block), and so are U+2028 and U+2029.
 */
export function serializePageData(pageData: PageData): string {
  const wire: WirePageData = {
    token: pageData.token,
    data: pageData.data,
    today: {
      now: pageData.today.now.toISOString(),
      timeZone: pageData.today.timeZone,
      offsetMinutes: pageData.offsetMinutes,
    },
    texts: pageData.texts,
  };
  return JSON.stringify(wire).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The `<script>` element that carries `pageData` in the HTML. */
export function pageDataScript(pageData: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(pageData)}</script>`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the page data back (from the element's text); `null` when absent or not well-formed. */
export function parsePageData(text: string | null | undefined): PageData | null {
  if (!text) return null;
  let wire: unknown;
  try {
    wire = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(wire) || typeof wire.token !== 'string' || !isRecord(wire.data)) return null;
  const today = wire.today;
  if (!isRecord(today) || typeof today.timeZone !== 'string') return null;
  if (typeof today.offsetMinutes !== 'number') return null;
  const now = new Date(String(today.now));
  if (Number.isNaN(now.getTime()) || wire.data.loading !== false) return null;
  return {
    token: wire.token,
    data: wire.data as PaymentData,
    today: { now, timeZone: today.timeZone },
    offsetMinutes: today.offsetMinutes,
    texts: isRecord(wire.texts) ? (wire.texts as FormattedTexts) : {},
  };
}

/** The page data of the current document, if the server rendered it. */
export function readPageData(doc: Document = document): PageData | null {
  return parsePageData(doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent);
}
