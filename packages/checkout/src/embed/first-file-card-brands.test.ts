import { describe, expect, it, vi } from 'vitest';
import { binLookupResult, CARD_BRANDS, type BinLookupAnswer } from '../rules';
import { MORE_CARD_BRANDS } from '../rules/more-card-brands';

// The first files' stand-ins for the brand table and a bin lookup answer's readers (issue 15): the
// global networks at once, the other rows and the readers once the brand marks' part has loaded.
async function fresh() {
  vi.resetModules();
  const lazyPart = await import('./lazy-part');
  const brands = await import('./first-file-card-brands');
  const answers = await import('./lazy-bin-lookup-answers');
  return { ...lazyPart, ...brands, answers };
}

const brand = (code: string) => ({
  brand: code,
  supported: true,
  cvcPolicy: 'required' as const,
  expiryDatePolicy: 'required' as const,
  enableLuhnCheck: true,
  showSocialSecurityNumber: false,
});
const answer: BinLookupAnswer = {
  brands: [brand('visa'), brand('star')],
  showSocialSecurityNumber: false,
};

describe('first-file-card-brands', () => {
  it('knows the global networks at once and the other rows once their part has loaded', async () => {
    const { registerPart, findCardBrand, allCardBrands, cardBrandsReady, MORE_CARD_BRANDS_PART } =
      await fresh();
    expect(findCardBrand('visa')?.name).toBe('Visa');
    expect(findCardBrand('elo')).toBeUndefined();
    let resolve: (module: Record<string, unknown>) => void = () => {};
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

  it("reads a lookup's answer with the part's readers, and fails the wait when the part cannot load", async () => {
    const { registerPart, cardBrandsReady, answers, MORE_CARD_BRANDS_PART } = await fresh();
    expect(() => answers.binLookupResult(answer)).toThrow(/before its part loaded/);
    let fail = true;
    registerPart(MORE_CARD_BRANDS_PART, async () => {
      if (fail) throw new Error('offline');
      return { MORE_CARD_BRANDS, binLookupResult, chosenLookupBrand: () => null };
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(cardBrandsReady()).rejects.toThrow('The card brands could not load');
    fail = false;
    await cardBrandsReady();
    // The restricted debit network is dropped as the rules drop it (§4).
    expect(answers.binLookupResult(answer)).toEqual(binLookupResult(answer));
    expect(answers.binLookupResult(answer).brands.map((each) => each.brand)).toEqual(['visa']);
  });

  it('has the mount load the rows first when the brands option names one beyond the global networks', async () => {
    const { partsShownBy, MORE_CARD_BRANDS_PART } = await fresh();
    expect(partsShownBy({ brands: ['visa', 'mc', 'amex'] })).not.toContain(MORE_CARD_BRANDS_PART);
    expect(partsShownBy({ brands: ['visa', 'elo'] })).toContain(MORE_CARD_BRANDS_PART);
  });
});
