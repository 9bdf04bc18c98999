import { describe, expect, it } from 'vitest';
import { CARD_FIELD_ERRORS, FORM_FIELD_ERRORS } from '../../rules';
import { loadTranslations, needsLoading, SHIPPED_LOCALES } from '../i18n/load-translations';
import { EN_US, type WidgetStringKey } from '../i18n/en-us';
import { EN_US_PARTS } from './en-us-parts';
import koKR from '../i18n/ko-KR.json';
import ptBR from '../i18n/pt-BR.json';
import {
  createTranslator,
  fillPlaceholders,
  placeholdersOf,
  translateEnUs,
} from '../i18n/translate';

const LOCALES = { 'pt-BR': ptBR, 'ko-KR': koKR } as Record<string, Record<string, string>>;
/** Every en-US string: the first file's and the lazy parts'. */
const ALL_EN_US: Record<string, string> = { ...EN_US, ...EN_US_PARTS };
const KEYS = Object.keys(ALL_EN_US);
/** Strings that read the same in every shipped locale (a name, a bare placeholder). */
const SAME_IN_EVERY_LOCALE = new Set([
  'field.socialSecurityNumber',
  'form.fieldError',
  'giftCard.pin',
  'clickToPay.title',
]);
/** Values the widget fills beyond those the en-US string names (en-US says them in `{hint}`). */
const MORE_VALUES: Record<string, string[]> = { 'address.postalCode.example': ['example'] };
/**
 * en-US values a locale leaves out, saying it otherwise: the postal code's English hint (a
 * locale names the example), the state's English word (a locale names both).
 */
const SAID_OTHERWISE: Record<string, string[]> = {
  'address.postalCode.invalid': ['hint'],
  'address.postalCode.example': ['hint'],
  'address.stateOrProvince.required': ['state'],
};

describe('the shipped locales', () => {
  it('are the ones the loader knows', () => {
    expect(Object.keys(SHIPPED_LOCALES).sort()).toEqual(Object.keys(LOCALES).sort());
  });

  describe.each(Object.entries(LOCALES))('%s', (_locale, strings) => {
    it('has every en-US key and no other', () => {
      expect(Object.keys(strings).sort()).toEqual([...KEYS].sort());
    });

    it.each(KEYS)('%s: a non-blank string naming only the values the widget fills', (key) => {
      const text = strings[key] ?? '';
      expect(text.trim()).not.toBe('');
      const filled = [...placeholdersOf(ALL_EN_US[key] ?? ''), ...(MORE_VALUES[key] ?? [])];
      expect(placeholdersOf(text).filter((name) => !filled.includes(name))).toEqual([]);
      // A value en-US names is named in the locale too, unless the locale says it otherwise.
      const dropped = placeholdersOf(ALL_EN_US[key] ?? '').filter(
        (name) => !placeholdersOf(text).includes(name),
      );
      expect(dropped).toEqual(SAID_OTHERWISE[key] ?? []);
    });

    it.each(KEYS.filter((key) => !SAME_IN_EVERY_LOCALE.has(key)))(
      '%s: translated (not the en-US text)',
      (key) => {
        expect(strings[key]).not.toBe(ALL_EN_US[key]);
      },
    );
  });
});

describe('en-US', () => {
  it('shows the error catalogue as it is (codes are keys), 921 with the digits as a placeholder', () => {
    for (const [code, message] of Object.entries({ ...CARD_FIELD_ERRORS, ...FORM_FIELD_ERRORS })) {
      if (code === 'cc.cvc.921') continue;
      expect(translateEnUs(code as WidgetStringKey)).toBe(message);
    }
    expect(translateEnUs('cc.cvc.921', { digits: 3 })).toBe(CARD_FIELD_ERRORS['cc.cvc.921']);
  });
});

describe('fillPlaceholders', () => {
  it.each([
    ['Pay {amount}', { amount: '$5.00' }, 'Pay $5.00'],
    ['{a} and {a}', { a: 'x' }, 'x and x'],
    ['{count} fields', { count: 2 }, '2 fields'],
    ['{missing} stays', {}, '{missing} stays'],
    ['no placeholders', { a: 'x' }, 'no placeholders'],
  ])('%j with %j → %j', (template, values, expected) => {
    expect(fillPlaceholders(template, values)).toBe(expected);
  });
});

describe('createTranslator', () => {
  it('takes the locale, then the merchant over it, and en-US for a key neither has', () => {
    const t = createTranslator(
      { 'form.refresh': 'Atualizar', 'pay.button': 'Pagar {amount}' },
      { 'pay.button': 'Pague {amount} agora' },
    );
    expect(t('form.refresh')).toBe('Atualizar');
    expect(t('pay.button', { amount: 'R$ 10,00' })).toBe('Pague R$ 10,00 agora');
    expect(t('field.cardNumber')).toBe('Card number');
  });

  it("gives a lazy part's string only when the locale or the merchant has one", () => {
    const t = createTranslator(
      { 'form.dualBrand': 'Duas bandeiras' },
      { 'address.legend': 'Cobrança' },
    );
    expect(t.part('form.dualBrand')).toBe('Duas bandeiras');
    expect(t.part('address.legend')).toBe('Cobrança');
    expect(t.part('storeDetails.title')).toBeUndefined();
    expect(
      createTranslator({ 'storeDetails.text': 'Autorizo {merchant}' }).part('storeDetails.text', {
        merchant: 'Loja',
      }),
    ).toBe('Autorizo Loja');
  });

  it('ignores a merchant value that is not a string', () => {
    const t = createTranslator({ 'form.refresh': 42 as unknown as string });
    expect(t('form.refresh')).toBe('Refresh');
  });
});

describe('loadTranslations', () => {
  it('loads a shipped locale', async () => {
    expect(await loadTranslations('ko-KR')).toMatchObject({ 'field.cardNumber': '카드 번호' });
  });

  it.each(['en-US', 'fr-FR'])('loads nothing for %s (en-US shows)', async (locale) => {
    expect(needsLoading(locale)).toBe(false);
    expect(await loadTranslations(locale)).toEqual({});
  });

  it('gives no strings when the locale fails to load', async () => {
    const failing = { 'pt-BR': () => Promise.reject(new Error('offline')) };
    expect(await loadTranslations('pt-BR', failing)).toEqual({});
  });
});
