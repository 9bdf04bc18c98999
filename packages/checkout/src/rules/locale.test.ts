import { describe, expect, it } from 'vitest';
import { CheckoutError } from './errors';
import { assertLocale, isValidLocale, normalizeLocale } from './locale';

describe('the locale check', () => {
  it.each([
    ['en-US', true, 'en-US'],
    ['fr-FR', true, 'fr-FR'],
    ['en_US', false, 'en-US'],
    ['EN-us', false, 'en-US'],
    [' pt_br ', false, 'pt-BR'],
    ['en', false, null],
    ['eng-US', false, null],
    ['en-USA', false, null],
    ['zh-Hant-TW', false, null],
    ['e1-US', false, null],
    ['', false, null],
  ])('%j: valid %s, normalised %j', (locale, valid, normalized) => {
    expect(isValidLocale(locale)).toBe(valid);
    expect(normalizeLocale(locale)).toBe(normalized);
  });

  it('returns the normalised locale or throws an implementation error', () => {
    expect(assertLocale('en_us')).toBe('en-US');
    expect(() => assertLocale('english')).toThrow(CheckoutError);
    try {
      assertLocale('english');
    } catch (error) {
      expect((error as CheckoutError).kind).toBe('IMPLEMENTATION_ERROR');
      expect((error as CheckoutError).message).toMatch(/"english".*ll-CC/);
    }
  });
});
