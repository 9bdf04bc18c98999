/**
 * The card widget's strings in React: `useWidgetStrings()` gives the lookup of the
 * widget's locale and `useWidgetText()` it with the locale (amounts); outside a provider en-US, so
 * each part renders on its own in stories and tests. `useLocaleStrings` loads a locale's strings
 * once and says when they are ready.
 */
import * as React from 'react';
import type { WidgetStrings } from './en-us';
import { createTranslator, translateEnUs, type Translate } from './translate';
import { loadTranslations, needsLoading } from './load-translations';

export type WidgetText = { locale: string; t: Translate };

const NO_STRINGS: WidgetStrings = {};

const WidgetTextContext = React.createContext<WidgetText>({ locale: 'en-US', t: translateEnUs });

export const WidgetTextProvider = WidgetTextContext.Provider;

export function useWidgetText(): WidgetText {
  return React.useContext(WidgetTextContext);
}

export function useWidgetStrings(): Translate {
  return useWidgetText().t;
}

/**
 * The widget's text for `locale` under the merchant's `translations[locale]`, or null while a
 * shipped locale's strings load (the widget waits for them rather than flash English).
 */
export function useLocaleStrings(
  locale: string,
  translations: Readonly<Record<string, WidgetStrings>> | undefined,
): WidgetText | null {
  const [loaded, setLoaded] = React.useState<{ locale: string; strings: WidgetStrings } | null>(
    null,
  );
  React.useEffect(() => {
    if (!needsLoading(locale)) return undefined;
    let live = true;
    void loadTranslations(locale).then((strings) => {
      if (live) setLoaded({ locale, strings });
    });
    return () => {
      live = false;
    };
  }, [locale]);
  // By content: a merchant's `translations` written inline is a new object at every render, and
  // a new lookup would report the state to `onChange` again each time.
  const own = JSON.stringify(translations?.[locale] ?? {});
  const shipped = needsLoading(locale)
    ? loaded?.locale === locale
      ? loaded.strings
      : null
    : NO_STRINGS;
  return React.useMemo(
    () =>
      shipped === null
        ? null
        : { locale, t: createTranslator(shipped, JSON.parse(own) as WidgetStrings) },
    [locale, shipped, own],
  );
}
