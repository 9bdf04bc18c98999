/**
 * The card-brand table's first rows (card-brands.ts): the global networks a form detects by
 * their starting numbers, and the types of a row. The embeddable widget's first files carry these
 * only; the other rows (more-card-brands.ts) come with its brand marks' part.
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

/** The lengths 16 to 19 (several rows share them). */
export const L16_19 = [16, 17, 18, 19] as const;

export const COMMON_CARD_BRANDS = /* @__PURE__ */ deepFreeze([
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
] as const satisfies readonly CardBrandDefinition[]);

/** The brands accepted when the integrator names none (docs/widget.md#validation). */
export const DEFAULT_SUPPORTED_BRANDS = /* @__PURE__ */ deepFreeze(['amex', 'mc', 'visa'] as const);
