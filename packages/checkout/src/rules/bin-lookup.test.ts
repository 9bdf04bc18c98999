import { describe, expect, it } from 'vitest';
import {
  answerFromKnownBins,
  binLookupResult,
  chosenLookupBrand,
  hasKoreanFields,
  keepOneRestrictedBrand,
  type BinLookupBrand,
  type KnownBin,
} from './bin-lookup';

const brand = (name: string, extra: Partial<BinLookupBrand> = {}): BinLookupBrand => ({
  brand: name,
  supported: true,
  cvcPolicy: 'required',
  expiryDatePolicy: 'required',
  enableLuhnCheck: true,
  showSocialSecurityNumber: false,
  ...extra,
});

describe('binLookupResult', () => {
  it.each([
    [
      'two supported brands: a dual-brand choice',
      [brand('cartebancaire'), brand('visa')],
      true,
      false,
    ],
    ['one brand', [brand('visa')], false, false],
    ['no brand (the brand resets)', [], false, false],
    ['one supported of two', [brand('bcmc'), brand('maestro', { supported: false })], false, false],
    ['one brand the rules do not know', [brand('plastix')], false, true],
  ])('%s', (_name, brands, dual, unrecognised) => {
    const result = binLookupResult({ brands, showSocialSecurityNumber: false });
    expect(result.isDualBrandSelection).toBe(dual);
    expect(result.unrecognisedSingleBrand).toBe(unrecognised);
  });

  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
  ])(
    'asks for the CPF/CNPJ when the answer (%s) or a brand (%s) says so → %s',
    (top, own, shown) => {
      const result = binLookupResult({
        brands: [brand('visa', { showSocialSecurityNumber: own })],
        showSocialSecurityNumber: top,
      });
      expect(result.showSocialSecurityNumber).toBe(shown);
    },
  );
});

describe('restricted brands (§4: only one brand kept, mc or visa preferred)', () => {
  const names = (brands: readonly BinLookupBrand[]) => brands.map((each) => each.brand);
  it.each([
    ['visa + accel', [brand('visa'), brand('accel')], ['visa']],
    ['the debit network first', [brand('star'), brand('mc')], ['mc']],
    [
      'mc and visa both named: the first of them',
      [brand('pulse'), brand('visa'), brand('mc')],
      ['visa'],
    ],
    [
      'visa not accepted, the network is',
      [brand('visa', { supported: false }), brand('nyce')],
      ['nyce'],
    ],
    [
      'neither accepted: the mc or visa (unsupported)',
      [brand('accel', { supported: false }), brand('mc', { supported: false })],
      ['mc'],
    ],
    [
      'no restricted brand: the answer whole',
      [brand('cartebancaire'), brand('visa')],
      ['cartebancaire', 'visa'],
    ],
    ['nothing', [], []],
  ])('%s', (_name, brands, kept) => {
    expect(names(keepOneRestrictedBrand(brands))).toEqual(kept);
  });

  it('is no dual-brand choice', () => {
    const result = binLookupResult({
      brands: [brand('visa'), brand('accel')],
      showSocialSecurityNumber: false,
    });
    expect(result.isDualBrandSelection).toBe(false);
    expect(names(result.brands)).toEqual(['visa']);
    expect(chosenLookupBrand(result, 'accel')?.brand).toBe('visa');
  });
});

describe('chosenLookupBrand', () => {
  const dual = binLookupResult({
    brands: [brand('cartebancaire'), brand('visa')],
    showSocialSecurityNumber: false,
  });
  it.each([
    [null, 'cartebancaire'],
    ['visa', 'visa'],
    ['cartebancaire', 'cartebancaire'],
    ['mc', 'cartebancaire'],
  ])('selected %s → %s (the lead unless another brand of the card is chosen)', (selected, used) => {
    expect(chosenLookupBrand(dual, selected)?.brand).toBe(used);
  });
  it('is null when no brand is supported', () => {
    const none = binLookupResult({
      brands: [brand('plastix', { supported: false })],
      showSocialSecurityNumber: false,
    });
    expect(chosenLookupBrand(none, null)).toBeNull();
  });
});

describe('hasKoreanFields', () => {
  it.each([
    [true, 'KR', undefined, true],
    [true, 'kr', 'US', true],
    [true, undefined, 'KR', true],
    [true, 'US', 'KR', false],
    [true, undefined, undefined, false],
    [false, 'KR', 'KR', false],
  ])('required %s, issuing %s, country %s → %s', (required, issuing, country, shown) => {
    expect(hasKoreanFields(required, issuing, country)).toBe(shown);
  });
});

describe('answerFromKnownBins', () => {
  const known: KnownBin[] = [
    { bin: '403550', brands: ['cartebancaire', 'visa'], issuingCountryCode: 'FR' },
    { bin: '453950', brands: ['visa'], issuingCountryCode: 'BR', showSocialSecurityNumber: true },
    { bin: '499999', brands: [] },
    { bin: '400009', brands: 'error' },
  ];
  const supported = ['visa', 'mc', 'cartebancaire'];

  it.each([
    ['40355010', ['cartebancaire', 'visa'], 'FR'],
    ['453950', ['visa'], 'BR'],
    ['499999', [], undefined],
    ['555534', ['mc'], undefined],
    ['371449', ['amex'], undefined],
    ['999999', [], undefined],
  ])('BIN %s → %j from %s', (bin, brands, country) => {
    const answer = answerFromKnownBins(bin, known, supported);
    if (answer === 'error') throw new Error('unexpected error');
    expect(answer.brands.map((each) => each.brand)).toEqual(brands);
    expect(answer.issuingCountryCode).toBe(country);
  });

  it('gives the card rules policies, the only length and whether it is supported', () => {
    const answer = answerFromKnownBins('371449', known, supported);
    expect(answer).toMatchObject({
      brands: [{ brand: 'amex', supported: false, cvcPolicy: 'required', panLength: 15 }],
      showSocialSecurityNumber: false,
    });
    expect(answerFromKnownBins('453950', known, supported)).toMatchObject({
      showSocialSecurityNumber: true,
      brands: [{ brand: 'visa', showSocialSecurityNumber: true }],
    });
    expect(answerFromKnownBins('400009', known, supported)).toBe('error');
  });
});
