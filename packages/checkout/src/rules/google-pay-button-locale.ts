/**
 * Google Pay's button language (docs/widget.md#options, `wallets.production`): pay.js's
 * `ButtonOptions.buttonLocale` takes one of 31 language codes. The widget's `ll-CC` locale maps to
 * its language when Google has it, through an alias where Google names the language otherwise
 * (Norwegian Bokmål and Nynorsk are `no`), else English, Google's own default.
 */

/** The `buttonLocale` values Google Pay's button supports (API reference, ButtonOptions). */
export const GOOGLE_PAY_BUTTON_LOCALES = [
  'ar',
  'bg',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'hr',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nl',
  'no',
  'pl',
  'pt',
  'ru',
  'sk',
  'sl',
  'sr',
  'sv',
  'th',
  'tr',
  'uk',
  'zh',
] as const satisfies readonly string[];

export type GooglePayButtonLocale = (typeof GOOGLE_PAY_BUTTON_LOCALES)[number];

/**
 * Languages Google names by another code: Norwegian Bokmål and Nynorsk are its Norwegian, and
 * Indonesian's and Malay's legacy or macrolanguage codes are its `id` and `ms`.
 */
const ALIASES = {
  nb: 'no',
  nn: 'no',
  in: 'id',
  zsm: 'ms',
} as const satisfies Record<string, GooglePayButtonLocale>;

const isButtonLocale = (language: string): language is GooglePayButtonLocale =>
  (GOOGLE_PAY_BUTTON_LOCALES as readonly string[]).includes(language);

/** The Google Pay button's locale for the widget's locale (`pt-BR` → `pt`, `nb-NO` → `no`, else `en`). */
export function googlePayButtonLocale(locale: string): GooglePayButtonLocale {
  const language = (locale.trim().split(/[-_]/)[0] ?? '').toLowerCase();
  if (isButtonLocale(language)) return language;
  if (Object.hasOwn(ALIASES, language)) return ALIASES[language as keyof typeof ALIASES];
  return 'en';
}
