import { describe, expect, it } from 'vitest';
import { isStoredCardPayable, storedCardExpiry } from './stored-card';

describe('isStoredCardPayable (§5: Ecommerce only)', () => {
  it.each([
    [['Ecommerce', 'ContAuth'], true],
    [['Ecommerce'], true],
    [['ContAuth'], false],
    [[], false],
    [['ecommerce'], false],
  ])('%j → %s', (interactions, payable) => {
    expect(isStoredCardPayable({ supportedShopperInteractions: interactions })).toBe(payable);
  });
});

describe('storedCardExpiry (§2: month / year)', () => {
  it.each([
    ['3', '2030', '03 / 30'],
    ['03', '30', '03 / 30'],
    ['12', '2031', '12 / 31'],
    ['13', '2030', ''],
    ['0', '30', ''],
    ['3', '203', ''],
    ['', '', ''],
    ['ab', '30', ''],
  ])('%s, %s → %j', (month, year, shown) => {
    expect(storedCardExpiry(month, year)).toBe(shown);
  });
});
