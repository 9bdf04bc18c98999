import { describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS as testCards } from '@paypage/contract';
import { findCardBrand } from '@paypage/checkout/rules';
import { decideCard, luhnValid } from './test-cards.ts';

const now = new Date('2026-11-22T12:00:00Z');
const card = (number: string, overrides: Partial<Parameters<typeof decideCard>[0]> = {}) => ({
  number,
  expiryMonth: 3,
  expiryYear: 2030,
  securityCode: number.startsWith('37') ? '7373' : '737',
  ...overrides,
});

describe('the sandbox test cards', () => {
  it.each(testCards)('$number passes Luhn and decides $outcome', ({ number, outcome, brand }) => {
    expect(luhnValid(number)).toBe(true);
    expect(decideCard(card(number), now)).toEqual({ outcome, brand });
  });
});

/** The digit that makes `partial` + it Luhn-valid. */
const luhnCheck = (partial: string) =>
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((digit) => luhnValid(`${partial}${digit}`))!;

describe('luhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['79927398713', true],
    ['0', true],
    ['', false],
  ])('%s → %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});

describe('decideCard', () => {
  it.each([
    [card('4111111111111112'), 'Invalid Card Number'],
    [card('4111111111111111', { expiryMonth: 10, expiryYear: 2026 }), 'Expired Card'],
    [card('4111111111111111', { securityCode: '73' }), 'CVC Declined'],
    [card('370000000000002', { securityCode: '737' }), 'CVC Declined'],
    [card('4242424242424242'), 'Not a sandbox test card'],
  ])('declines %j: %s', (input, refusalReason) => {
    expect(decideCard(input, now)).toMatchObject({ outcome: 'declined', refusalReason });
  });

  it('accepts a card until the end of its expiry month', () => {
    const november = card('4111111111111111', { expiryMonth: 11, expiryYear: 2026 });
    expect(decideCard(november, now).outcome).toBe('authorised');
    expect(decideCard(november, new Date('2026-12-01T00:00:00Z')).outcome).toBe('declined');
  });

  it('pays the Bancontact card without a security code: its brand has none', () => {
    expect(decideCard(card('6703444444444449', { securityCode: undefined }), now)).toMatchObject({
      outcome: 'authorised',
    });
  });

  it.each(testCards.filter(({ brand }) => findCardBrand(brand)?.cvcPolicy === 'required'))(
    'refuses $number ($brand) without a security code: its brand requires one',
    ({ number }) => {
      expect(decideCard(card(number, { securityCode: undefined }), now)).toMatchObject({
        outcome: 'declined',
        refusalReason: 'CVC Declined',
      });
    },
  );

  it.each([
    ['6759000000000000', 'maestrouk', 'optional'],
    ['6703000000000000', 'bcmc', 'hidden'],
  ])('does not ask %s (%s, CVC %s) for a security code', (prefix, brand) => {
    const number = prefix.slice(0, 15) + String(luhnCheck(prefix.slice(0, 15)));
    const decision = decideCard(card(number, { securityCode: undefined }), now);
    expect(decision).toEqual({
      outcome: 'declined',
      refusalReason: 'Not a sandbox test card',
      brand,
    });
  });
});
