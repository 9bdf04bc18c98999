import { describe, expect, it } from 'vitest';
import { GOOGLE_PAY_BUTTON_LOCALES, googlePayButtonLocale } from './google-pay-button-locale';

describe("Google Pay's button locale", () => {
  it('supports the 31 languages of Google’s ButtonOptions.buttonLocale', () => {
    expect(GOOGLE_PAY_BUTTON_LOCALES).toHaveLength(31);
    expect(new Set(GOOGLE_PAY_BUTTON_LOCALES).size).toBe(31);
  });

  it.each([
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt'],
    ['ko-KR', 'ko'],
    ['ja-JP', 'ja'],
    ['zh-CN', 'zh'],
    ['zh-TW', 'zh'],
    ['sr-RS', 'sr'],
    ['uk-UA', 'uk'],
    ['ar-SA', 'ar'],
    ['nb-NO', 'no'],
    ['nn-NO', 'no'],
    ['no-NO', 'no'],
    ['in-ID', 'id'],
    ['id-ID', 'id'],
    ['ms-MY', 'ms'],
    ['xx-YY', 'en'],
    ['he-IL', 'en'],
    ['vi-VN', 'en'],
    ['hu-HU', 'en'],
    ['PT_br', 'pt'],
    [' de-DE ', 'de'],
    ['fr', 'fr'],
    ['', 'en'],
    ['constructor-XX', 'en'],
  ])('%j → %j', (locale, expected) => {
    expect(googlePayButtonLocale(locale)).toBe(expected);
  });

  it('maps every supported language to itself', () => {
    for (const language of GOOGLE_PAY_BUTTON_LOCALES) {
      expect(googlePayButtonLocale(`${language}-XX`)).toBe(language);
    }
  });
});
