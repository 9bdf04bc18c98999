/**
 * Stories only: renders its children in one of the widget's shipped locales other than en-US, as
 * the widget's strings provider gives them to the widget's parts. Korean text is drawn in Noto Sans
 * KR, bundled with the stories, so its Hangul is the same on every machine.
 */
import '@fontsource-variable/noto-sans-kr/wght.css';
import type * as React from 'react';
import type { WidgetStrings } from '../i18n/en-us';
import koKR from '../i18n/ko-KR.json';
import ptBR from '../i18n/pt-BR.json';
import { createTranslator } from '../i18n/translate';
import { WidgetTextProvider } from '../i18n/widget-strings';

const STRINGS = { 'ko-KR': koKR, 'pt-BR': ptBR } as const;

const HANGUL_FONT = {
  ['--font-sans' as string]: "'Inter Variable', 'Noto Sans KR Variable', sans-serif",
  fontFamily: 'var(--font-sans)',
} as React.CSSProperties;

export function InWidgetLocale({
  locale,
  children,
}: {
  locale: keyof typeof STRINGS;
  children: React.ReactNode;
}) {
  return (
    <WidgetTextProvider value={{ locale, t: createTranslator(STRINGS[locale] as WidgetStrings) }}>
      {locale === 'ko-KR' ? <div style={HANGUL_FONT}>{children}</div> : children}
    </WidgetTextProvider>
  );
}
