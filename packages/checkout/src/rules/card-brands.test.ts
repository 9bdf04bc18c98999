import { describe, expect, it } from 'vitest';
import { CARD_BRANDS, DEFAULT_SUPPORTED_BRANDS, findCardBrand } from './card-brands';
import { detectCardBrand } from './card-number';

type Policy = 'required' | 'optional' | 'hidden';

/**
 * One row per brand, written out independently of the table: prefixes that must be recognised
 * (both ends of every range), prefixes just outside them, permitted lengths, security code label
 * and length, and the two policies.
 */
// prettier-ignore
const BRANDS: [
  cardType: string,
  inside: string[],
  outside: string[],
  lengths: number[],
  label: string,
  codeLength: number,
  cvc: Policy,
  expiry: Policy,
][] = [
  ['visa', ['4'], ['3', '5'], [13, 16, 19], 'CVV', 3, 'required', 'required'],
  ['mc', ['51', '55', '2221', '2720'], ['50', '56', '2220', '2721'], [16], 'CVC', 3, 'required', 'required'],
  ['amex', ['34', '37'], ['33', '35', '36', '38'], [15], 'CID', 4, 'required', 'required'],
  ['diners', ['300', '305', '3095', '36', '38', '39'], ['306', '3094', '3096', '35', '37'], [14, 15, 16, 17, 18, 19], 'CVV', 3, 'required', 'required'],
  ['discover', ['6011', '644', '649', '65'], ['6010', '6012', '643', '66'], [16, 17, 18, 19], 'CID', 3, 'required', 'required'],
  ['jcb', ['3528', '3589'], ['3527', '3590'], [16, 17, 18, 19], 'CAV', 3, 'required', 'required'],
  ['cup', ['62', '8100', '8171'], ['61', '63', '8099', '8172'], [14, 15, 16, 17, 18, 19], 'CVC', 3, 'required', 'required'],
  ['cupcredit', [], [], [16, 17, 18, 19], 'CVC', 3, 'required', 'required'],
  ['cupdebit', [], [], [16, 17, 18, 19], 'CVC', 3, 'optional', 'required'],
  ['maestro', ['50', '56', '58', '6'], ['51', '55', '59', '7'], [12, 13, 14, 15, 16, 17, 18, 19], 'CVC', 3, 'optional', 'required'],
  ['uatp', ['1'], ['0', '2'], [15], 'CVC', 3, 'optional', 'required'],
  ['bcmc', ['6703', '479658', '606005'], ['6702', '6704', '479657', '479659', '606004', '606006'], [16, 17, 18, 19], 'CVC', 3, 'hidden', 'required'],
  ['cartebancaire', ['4', '51', '55', '2221', '2720'], ['3', '50', '56', '2220', '2721'], [16], 'CVC', 3, 'required', 'required'],
  ['dankort', ['5019'], ['5018', '5020'], [16], 'CVC', 3, 'required', 'required'],
  ['visadankort', ['4571'], ['4570', '4572'], [16], 'CVV', 3, 'required', 'required'],
  ['forbrugsforeningen', ['600722'], ['600721', '600723'], [16], 'CVC', 3, 'required', 'required'],
  ['maestrouk', ['6759', '676770', '676774'], ['6758', '6760', '676771', '676773', '676775'], [12, 13, 14, 15, 16, 17, 18, 19], 'CVC', 3, 'optional', 'required'],
  ['vpay', [], [], [13, 14, 15, 16, 17, 18, 19], 'CVV', 3, 'required', 'required'],
  ['girocard', [], [], [16, 17, 18, 19], 'CVC', 3, 'optional', 'required'],
  ['mir', ['2200', '2204'], ['2199', '2205'], [16, 17, 18, 19], 'CVC', 3, 'required', 'required'],
  ['troy', ['9792'], ['9791', '9793'], [16], 'CVC', 3, 'required', 'required'],
  ['rupay',
    ['508500', '508999', '606985', '607984', '608001', '608500', '652150', '653149', '817200', '820199'],
    ['508499', '509000', '606984', '607985', '608000', '608501', '652149', '653150', '817199', '820200'],
    [16], 'CVC', 3, 'required', 'required'],
  ['eftpos_australia', [], [], [16, 17, 18, 19], 'CVC', 3, 'required', 'required'],
  ['accel', [], [], [13, 16, 19], 'CVV', 3, 'required', 'required'],
  ['nyce', [], [], [13, 16, 19], 'CVV', 3, 'required', 'required'],
  ['pulse', [], [], [13, 16, 19], 'CVV', 3, 'required', 'required'],
  ['star', [], [], [13, 16, 19], 'CVV', 3, 'required', 'required'],
  ['elo',
    ['401178', '401179', '431274', '438935', '451416', '457393', '457631', '457632', '504175',
     '506699', '506778', '509000', '509999', '627780', '636297', '636368', '650031', '650033',
     '650035', '650051', '650405', '650439', '650485', '650538', '650541', '650598', '650700',
     '650718', '650720', '650727', '650901', '650978', '651652', '651679', '655000', '655019',
     '655021', '655058'],
    ['401177', '401180', '457630', '457633', '506698', '506779', '508999', '510000', '650030',
     '650034', '650052', '650404', '650440', '650539', '650540', '650599', '650719', '650728',
     '650900', '650979', '651651', '651680', '655020', '655059'],
    [16], 'CVC', 3, 'required', 'required'],
  ['elodebit', [], [], [16], 'CVC', 3, 'required', 'required'],
  ['hipercard', ['384100', '384140', '384160', '606282'], ['384101', '384139', '606281', '606283'], [16, 19], 'CVC', 3, 'required', 'required'],
  ['hiper',
    ['637095', '63737423', '63743358', '637568', '637599', '637609', '637612'],
    ['637094', '637096', '63737422', '63743359', '637610'],
    [16], 'CVC', 3, 'required', 'required'],
  ['cabal',
    ['589657', '603522', '604201', '604219', '604300', '604599'],
    ['589656', '603523', '604200', '604220', '604299', '604600'],
    [16], 'CVC', 3, 'required', 'required'],
  ['naranja',
    ['402917', '402918', '527571', '527572', '589562'],
    ['402916', '402919', '527570', '527573', '589561'],
    [16], 'CVC', 3, 'required', 'required'],
  ['argencard', ['501105'], ['501104', '501106'], [16], 'CVC', 3, 'required', 'required'],
  ['shopping', ['603488'], ['603487', '603489'], [16], 'CVC', 3, 'required', 'required'],
  ['codensa', ['590712'], ['590711', '590713'], [16], 'CVC', 3, 'required', 'required'],
  ['ticket', [], [], [16], 'CVC', 3, 'required', 'hidden'],
  ['visaalphabankbonus', ['450903'], ['450902', '450904'], [16], 'CVV', 3, 'required', 'required'],
  ['mcalphabankbonus', ['510099'], ['510098', '510100'], [16], 'CVC', 3, 'required', 'required'],
  ['bijcard', ['5100081'], ['5100080', '5100082'], [16], 'CVC', 3, 'required', 'required'],
  ['karenmillen', ['98261465'], ['98261464', '98261466'], [16], 'CVC', 3, 'optional', 'required'],
  ['oasis', ['982616'], ['982615', '982617'], [16], 'CVC', 3, 'optional', 'required'],
  ['warehouse', ['982633'], ['982632', '982634'], [16], 'CVC', 3, 'optional', 'required'],
];

/** The prefix padded with zeros to `length` digits. */
const padded = (prefix: string, length: number) => prefix.padEnd(length, '0');

describe('the brand table', () => {
  it('has a case row for every brand and no other brand', () => {
    expect(CARD_BRANDS.map((brand) => brand.cardType).sort()).toEqual(
      BRANDS.map(([cardType]) => cardType).sort(),
    );
    expect(CARD_BRANDS.length).toBeGreaterThanOrEqual(40);
  });

  it('names every brand once', () => {
    expect(new Set(CARD_BRANDS.map((brand) => brand.cardType)).size).toBe(CARD_BRANDS.length);
  });

  it('is frozen all the way down', () => {
    expect(Object.isFrozen(CARD_BRANDS)).toBe(true);
    for (const brand of CARD_BRANDS) {
      expect(Object.isFrozen(brand)).toBe(true);
      expect(Object.isFrozen(brand.startingNumbers)).toBe(true);
      expect(Object.isFrozen(brand.permittedLengths)).toBe(true);
    }
    expect(() => (CARD_BRANDS as unknown as unknown[]).push({})).toThrow(TypeError);
    expect(() => {
      (CARD_BRANDS[0] as { cardType: string }).cardType = 'changed';
    }).toThrow(TypeError);
    expect(Object.isFrozen(DEFAULT_SUPPORTED_BRANDS)).toBe(true);
  });

  it('writes every starting rule as a prefix or a same-length ascending range', () => {
    for (const brand of CARD_BRANDS) {
      for (const rule of brand.startingNumbers) {
        const [low = '', high = low, ...rest] = rule.split('-');
        expect(rest, `${brand.cardType} ${rule}`).toEqual([]);
        expect(low, `${brand.cardType} ${rule}`).toMatch(/^\d+$/);
        expect(high.length, `${brand.cardType} ${rule}`).toBe(low.length);
        expect(Number(low) <= Number(high), `${brand.cardType} ${rule}`).toBe(true);
      }
    }
  });

  it('keeps lengths ascending within 12–19 and number groups adding up to a permitted length', () => {
    for (const brand of CARD_BRANDS) {
      const lengths = [...brand.permittedLengths];
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
      expect(lengths.every((length) => length >= 12 && length <= 19)).toBe(true);
      if ('numberGroups' in brand) {
        const total = brand.numberGroups.reduce((sum, size) => sum + size, 0);
        expect(lengths).toContain(total);
      }
    }
  });

  it('lets no two brands claim the same prefix at the same length, except co-badged Carte Bancaire', () => {
    const rules = CARD_BRANDS.flatMap((brand) =>
      brand.startingNumbers.map((rule) => {
        const [low = '', high = low] = rule.split('-');
        return { brand: brand.cardType, low, high };
      }),
    );
    const clashes: string[] = [];
    for (const a of rules) {
      for (const b of rules) {
        const overlap = a.low.length === b.low.length && a.low <= b.high && b.low <= a.high;
        if (a.brand < b.brand && overlap) clashes.push(`${a.brand}/${b.brand}`);
      }
    }
    expect(clashes.sort()).toEqual(['cartebancaire/mc', 'cartebancaire/mc', 'cartebancaire/visa']);
  });

  it('looks brands up by code', () => {
    expect(findCardBrand('amex')?.name).toBe('American Express');
    expect(findCardBrand('nope')).toBeUndefined();
    expect(findCardBrand(null)).toBeUndefined();
  });
});

describe.each(BRANDS)(
  '%s',
  (cardType, inside, outside, lengths, label, codeLength, cvc, expiry) => {
    const brand = findCardBrand(cardType);

    it('has its lengths, security code and policies', () => {
      expect(brand).toMatchObject({
        permittedLengths: lengths,
        securityCode: label,
        securityCodeLength: codeLength,
        cvcPolicy: cvc,
        expiryDatePolicy: expiry,
      });
      expect(brand?.name).toMatch(/\S/);
    });

    it.each(inside)('recognises numbers starting %s', (prefix) => {
      expect(detectCardBrand(prefix, [cardType])).toBe(cardType);
      expect(detectCardBrand(padded(prefix, lengths[0] ?? 16), [cardType])).toBe(cardType);
    });

    it.each(outside)('does not recognise numbers starting %s', (prefix) => {
      expect(detectCardBrand(padded(prefix, lengths[0] ?? 16), [cardType])).toBeNull();
    });

    if (inside.length === 0) {
      it('is named by the bin lookup only, never by its digits', () => {
        for (const number of ['4111111111111111', '5555341244441115', '6703444444444449']) {
          expect(detectCardBrand(number, [cardType])).toBeNull();
        }
      });
    }
  },
);
