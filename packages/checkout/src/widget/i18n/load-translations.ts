/**
 * Loads a locale's strings for the card widget (docs/widget.md#calls "translations json
 * per locale, falling back to en-US"). en-US is bundled (`i18n/en-us.ts`) and loads nothing; each
 * other shipped locale is a JSON file (`i18n/{locale}.json`) in a chunk of its own (an `import()`
 * here), fetched the first time a widget asks for it.
 * A locale not shipped, or one whose file fails to load, gives no strings: en-US shows (and the
 * merchant's `translations` for that locale, which apply over any locale).
 */
import type { WidgetStrings } from './en-us';

type LocaleModule = { default: WidgetStrings };

/** The shipped locales besides en-US and how each loads. */
export const SHIPPED_LOCALES: Readonly<Record<string, () => Promise<LocaleModule>>> = {
  'pt-BR': () => import('./locale-pt-br'),
  'ko-KR': () => import('./locale-ko-kr'),
};

/** Whether a locale's strings must be loaded before the widget shows (en-US and unknown: no). */
export function needsLoading(locale: string): boolean {
  return Object.hasOwn(SHIPPED_LOCALES, locale);
}

/** A locale's shipped strings; {} for en-US, a locale not shipped, or a failed load. */
export async function loadTranslations(
  locale: string,
  shipped: Readonly<Record<string, () => Promise<LocaleModule>>> = SHIPPED_LOCALES,
): Promise<WidgetStrings> {
  const load = Object.hasOwn(shipped, locale) ? shipped[locale] : undefined;
  if (!load) return {};
  try {
    return (await load()).default;
  } catch {
    return {};
  }
}
