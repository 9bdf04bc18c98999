/**
 * The widget's string lookup: a key → its string in the locale, else in en-US, with
 * `{placeholders}` filled. Pure: no React, no fetch (`load-translations.ts` loads a locale).
 */
import { EN_US, type WidgetStringKey, type WidgetStrings } from './en-us';
import type { PartStringKey } from './part-keys';

export type TranslationValues = Readonly<Record<string, string | number>>;
/** A lazy part's string in the locale, or undefined: the part shows its own en-US text. */
export type PartText = (key: PartStringKey, values?: TranslationValues) => string | undefined;
export type Translate = ((key: WidgetStringKey, values?: TranslationValues) => string) & {
  part: PartText;
};

/** `'Pay {amount}'` with `{ amount: '$5.00' }` → `'Pay $5.00'`; an unknown placeholder stays. */
export function fillPlaceholders(template: string, values: TranslationValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The placeholders a string names, sorted (`'{b} {a} {b}'` → `['a', 'b']`). */
export function placeholdersOf(template: string): string[] {
  return [
    ...new Set(Array.from(template.matchAll(/\{(\w+)\}/g), (match) => match[1] ?? '')),
  ].sort();
}

/**
 * The lookup for a locale's strings under the merchant's `translations` (they win), each key
 * falling back to en-US. Strings that are not strings (a merchant's mistake) are ignored.
 */
export function createTranslator(...layers: readonly (WidgetStrings | undefined)[]): Translate {
  const own = (key: WidgetStringKey | PartStringKey) => {
    let template: string | undefined;
    for (const layer of layers) {
      const found = layer?.[key];
      if (typeof found === 'string') template = found;
    }
    return template;
  };
  const t = (key: WidgetStringKey, values?: TranslationValues) =>
    fillPlaceholders(own(key) ?? EN_US[key], values);
  t.part = (key: PartStringKey, values?: TranslationValues) => {
    const template = own(key);
    return template === undefined ? undefined : fillPlaceholders(template, values);
  };
  return t;
}

/**
 * An error's text in the locale: its code is its key (§5, §8; or the error's own `key`), filled
 * with the error's values;
 * a code without a key (a frame's unknown one) keeps the error's own (en-US) message.
 */
export function translateError(
  t: Translate,
  error: { code: string; message: string; values?: TranslationValues; key?: WidgetStringKey },
): string {
  if (error.key) return t(error.key, error.values);
  return Object.hasOwn(EN_US, error.code)
    ? t(error.code as WidgetStringKey, error.values)
    : error.message;
}

/** en-US only. */
export const translateEnUs: Translate = createTranslator();
