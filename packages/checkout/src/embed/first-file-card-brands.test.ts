import { describe, expect, it } from 'vitest';
import { CARD_BRANDS, type CardBrandDefinition } from '../rules';
import { MORE_CARD_BRANDS } from '../rules/more-card-brands';
import {
  allCardBrands,
  cardBrandsReady,
  findCardBrand,
  MORE_CARD_BRANDS_PART,
} from './first-file-card-brands';
import { partsShownBy, registerPart } from './lazy-part';

// The first files' stand-in for the brand table (issue 15): the global networks at once, the other
// rows once the brand marks' part has loaded.
describe('first-file-card-brands', () => {
  it('knows the global networks at once and the other rows once their part has loaded', async () => {
    expect(findCardBrand('visa')?.name).toBe('Visa');
    expect(findCardBrand('elo')).toBeUndefined();
    let resolve: (module: { MORE_CARD_BRANDS: readonly CardBrandDefinition[] }) => void = () => {};
    registerPart(
      MORE_CARD_BRANDS_PART,
      () => new Promise<Record<string, unknown>>((done) => (resolve = done)),
    );
    const ready = cardBrandsReady();
    expect(findCardBrand('elo')).toBeUndefined();
    resolve({ MORE_CARD_BRANDS });
    await ready;
    expect(findCardBrand('elo')).toEqual(CARD_BRANDS.find((row) => row.cardType === 'elo'));
    // The same rows in the same order as the whole table (ties go to the row first in it).
    expect(allCardBrands().map((row) => row.cardType)).toEqual(
      CARD_BRANDS.map((row) => row.cardType),
    );
  });

  it('has the mount load the rows first when the brands option names one beyond the global networks', () => {
    expect(partsShownBy({ brands: ['visa', 'mc', 'amex'] })).not.toContain(MORE_CARD_BRANDS_PART);
    expect(partsShownBy({ brands: ['visa', 'elo'] })).toContain(MORE_CARD_BRANDS_PART);
  });
});
