/**
 * Texts the `Intl` date formatters made, carried from the server render to the browser's
 * hydration. Every date is formatted with `Intl` (en-US); the server records what it formatted
 * for a page, and the browser's first render reads those same texts instead of building its first
 * `Intl.DateTimeFormat`, which costs about 25 ms of main thread (100 ms on a phone) in one piece,
 * right in the middle of the hydration. A text not carried (another time zone, a later date) is
 * formatted by `Intl` as ever.
 */

/** Keyed by what was formatted: the kind of text, the time zone and the value. */
export type FormattedTexts = Record<string, string>;

const carried = new Map<string, string>();
let recording: Map<string, string> | null = null;

/** The text of `key`: carried from the server, else made by `format` (and recorded if asked). */
export function formattedText(key: string, format: () => string): string {
  const text = carried.get(key) ?? format();
  recording?.set(key, text);
  return text;
}

/** Makes the texts the server formatted available to the browser's first render. */
export function carryFormattedTexts(texts: FormattedTexts): void {
  for (const [key, text] of Object.entries(texts)) {
    if (typeof text === 'string') carried.set(key, text);
  }
}

/**
 * Runs `render` (synchronous: the server's `renderToString`) and returns the texts formatted
 * during it beside its result.
 */
export function recordFormattedTexts<T>(render: () => T): { result: T; texts: FormattedTexts } {
  const outer = recording;
  recording = new Map();
  try {
    const result = render();
    return { result, texts: Object.fromEntries(recording) };
  } finally {
    recording = outer;
  }
}
