/**
 * The card-brand table (card-widget.md §3 and §5): what each brand's numbers start with, how long
 * they are, what its security code is called and whether the form asks for it and for the expiry.
 *
 * Starting numbers are data: `'4'` is one prefix, `'2221-2720'` a range of prefixes of the same
 * length (both ends included). Where several rules match a number the longest prefix wins (§5).
 * Brands without starting numbers share the ranges of the network printed on the card (US debit
 * networks, co-badged schemes, credit/debit variants): only the provider's bin lookup can name
 * them, and the rows carry what the form needs once it has.
 */
import { deepFreeze } from './deep-freeze';

/** Whether the form asks for a field: must fill, may fill, or does not show it. */
export type FieldPolicy = 'required' | 'optional' | 'hidden';

/** What the brand calls its security code. */
export type SecurityCodeLabel = 'CVC' | 'CVV' | 'CID' | 'CAV';

export interface CardBrandDefinition {
  /** The brand code the provider uses (`paymentMethod.brand`). */
  readonly cardType: string;
  /** The brand's name as a payer knows it (brand icon alt text, screen-reader text). */
  readonly name: string;
  /** Prefixes (`'4'`) and same-length prefix ranges (`'51-55'`); empty: named by bin lookup only. */
  readonly startingNumbers: readonly string[];
  /** Every length a number of this brand may have, ascending. */
  readonly permittedLengths: readonly number[];
  readonly securityCode: SecurityCodeLabel;
  readonly securityCodeLength: 3 | 4;
  readonly cvcPolicy: FieldPolicy;
  readonly expiryDatePolicy: FieldPolicy;
  /** Digit groups as printed on the card (amex 4-6-5); absent: groups of 4. */
  readonly numberGroups?: readonly number[];
}

const L16_19 = [16, 17, 18, 19] as const;

export const CARD_BRANDS = /* @__PURE__ */ deepFreeze([
  // Global networks.
  {
    cardType: 'visa',
    name: 'Visa',
    startingNumbers: ['4'],
    permittedLengths: [13, 16, 19],
    securityCode: 'CVV',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'mc',
    name: 'Mastercard',
    startingNumbers: ['51-55', '2221-2720'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'amex',
    name: 'American Express',
    startingNumbers: ['34', '37'],
    permittedLengths: [15],
    securityCode: 'CID',
    securityCodeLength: 4,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
    numberGroups: [4, 6, 5],
  },
  {
    cardType: 'diners',
    name: 'Diners Club',
    startingNumbers: ['300-305', '3095', '36', '38-39'],
    permittedLengths: [14, 15, 16, 17, 18, 19],
    securityCode: 'CVV',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
    numberGroups: [4, 6, 4],
  },
  {
    cardType: 'discover',
    name: 'Discover',
    startingNumbers: ['6011', '644-649', '65'],
    permittedLengths: L16_19,
    securityCode: 'CID',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'jcb',
    name: 'JCB',
    startingNumbers: ['3528-3589'],
    permittedLengths: L16_19,
    securityCode: 'CAV',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'cup',
    name: 'UnionPay',
    startingNumbers: ['62', '8100-8171'],
    permittedLengths: [14, 15, 16, 17, 18, 19],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'cupcredit',
    name: 'UnionPay Credit',
    startingNumbers: [],
    permittedLengths: L16_19,
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'cupdebit',
    name: 'UnionPay Debit',
    startingNumbers: [],
    permittedLengths: L16_19,
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'optional',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'maestro',
    name: 'Maestro',
    // Maestro claims whatever more specific rules leave of 50, 56–58 and 6.
    startingNumbers: ['50', '56-58', '6'],
    permittedLengths: [12, 13, 14, 15, 16, 17, 18, 19],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'optional',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'uatp',
    name: 'UATP',
    startingNumbers: ['1'],
    permittedLengths: [15],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'optional',
    expiryDatePolicy: 'required',
    numberGroups: [4, 5, 6],
  },
  // National and regional schemes.
  {
    cardType: 'bcmc',
    name: 'Bancontact',
    startingNumbers: ['6703', '479658', '606005'],
    permittedLengths: L16_19,
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'hidden',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'cartebancaire',
    name: 'Carte Bancaire',
    // Always co-badged with Visa or Mastercard: same ranges, chosen when listed first.
    startingNumbers: ['4', '51-55', '2221-2720'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'dankort',
    name: 'Dankort',
    startingNumbers: ['5019'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'visadankort',
    name: 'Visa/Dankort',
    startingNumbers: ['4571'],
    permittedLengths: [16],
    securityCode: 'CVV',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'forbrugsforeningen',
    name: 'Forbrugsforeningen',
    startingNumbers: ['600722'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'maestrouk',
    name: 'Maestro UK',
    startingNumbers: ['6759', '676770', '676774'],
    permittedLengths: [12, 13, 14, 15, 16, 17, 18, 19],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'optional',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'vpay',
    name: 'V Pay',
    startingNumbers: [],
    permittedLengths: [13, 14, 15, 16, 17, 18, 19],
    securityCode: 'CVV',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'girocard',
    name: 'girocard',
    startingNumbers: [],
    permittedLengths: L16_19,
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'optional',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'mir',
    name: 'Mir',
    startingNumbers: ['2200-2204'],
    permittedLengths: L16_19,
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'troy',
    name: 'Troy',
    startingNumbers: ['9792'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'rupay',
    name: 'RuPay',
    startingNumbers: [
      '508500-508999',
      '606985-607984',
      '608001-608500',
      '652150-653149',
      '817200-820199',
    ],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'eftpos_australia',
    name: 'eftpos',
    startingNumbers: [],
    permittedLengths: L16_19,
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  // United States debit networks (co-badged on Visa and Mastercard debit cards).
  {
    cardType: 'accel',
    name: 'Accel',
    startingNumbers: [],
    permittedLengths: [13, 16, 19],
    securityCode: 'CVV',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'nyce',
    name: 'NYCE',
    startingNumbers: [],
    permittedLengths: [13, 16, 19],
    securityCode: 'CVV',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'pulse',
    name: 'PULSE',
    startingNumbers: [],
    permittedLengths: [13, 16, 19],
    securityCode: 'CVV',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'star',
    name: 'STAR',
    startingNumbers: [],
    permittedLengths: [13, 16, 19],
    securityCode: 'CVV',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  // Latin America.
  {
    cardType: 'elo',
    name: 'Elo',
    startingNumbers: [
      '401178-401179',
      '431274',
      '438935',
      '451416',
      '457393',
      '457631-457632',
      '504175',
      '506699-506778',
      '509000-509999',
      '627780',
      '636297',
      '636368',
      '650031-650033',
      '650035-650051',
      '650405-650439',
      '650485-650538',
      '650541-650598',
      '650700-650718',
      '650720-650727',
      '650901-650978',
      '651652-651679',
      '655000-655019',
      '655021-655058',
    ],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'elodebit',
    name: 'Elo Debit',
    startingNumbers: [],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'hipercard',
    name: 'Hipercard',
    startingNumbers: ['384100', '384140', '384160', '606282'],
    permittedLengths: [16, 19],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'hiper',
    name: 'Hiper',
    startingNumbers: ['637095', '63737423', '63743358', '637568', '637599', '637609', '637612'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'cabal',
    name: 'Cabal',
    startingNumbers: ['589657', '603522', '604201-604219', '604300-604599'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'naranja',
    name: 'Naranja',
    startingNumbers: ['402917-402918', '527571-527572', '589562'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'argencard',
    name: 'Argencard',
    startingNumbers: ['501105'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'shopping',
    name: 'Tarjeta Shopping',
    startingNumbers: ['603488'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'codensa',
    name: 'Codensa',
    startingNumbers: ['590712'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'ticket',
    name: 'Ticket',
    // Meal and benefit cards: no expiry date printed.
    startingNumbers: [],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'hidden',
  },
  // Issuer and store cards.
  {
    cardType: 'visaalphabankbonus',
    name: 'Alpha Bank Bonus Visa',
    startingNumbers: ['450903'],
    permittedLengths: [16],
    securityCode: 'CVV',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'mcalphabankbonus',
    name: 'Alpha Bank Bonus Mastercard',
    startingNumbers: ['510099'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'bijcard',
    name: 'de Bijenkorf Card',
    startingNumbers: ['5100081'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'required',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'karenmillen',
    name: 'Karen Millen Card',
    startingNumbers: ['98261465'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'optional',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'oasis',
    name: 'Oasis Card',
    startingNumbers: ['982616'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'optional',
    expiryDatePolicy: 'required',
  },
  {
    cardType: 'warehouse',
    name: 'Warehouse Card',
    startingNumbers: ['982633'],
    permittedLengths: [16],
    securityCode: 'CVC',
    securityCodeLength: 3,
    cvcPolicy: 'optional',
    expiryDatePolicy: 'required',
  },
] as const satisfies readonly CardBrandDefinition[]);

/** A brand code of the table (`'visa'`, `'mc'`, …). */
export type CardBrandType = (typeof CARD_BRANDS)[number]['cardType'];

/** The brands accepted when the integrator names none (card-widget.md §5). */
export const DEFAULT_SUPPORTED_BRANDS = /* @__PURE__ */ deepFreeze(['amex', 'mc', 'visa'] as const);

/** The table row of a brand code, or undefined for a code the table does not know. */
export function findCardBrand(
  cardType: string | null | undefined,
): CardBrandDefinition | undefined {
  return CARD_BRANDS.find((brand) => brand.cardType === cardType);
}
