/**
 * The card-brand table (docs/widget.md#options): what each brand's numbers start with, how long
 * they are, what its security code is called and whether the form asks for it and for the expiry.
 *
 * Starting numbers are data: `'4'` is one prefix, `'2221-2720'` a range of prefixes of the same
 * length (both ends included). Where several rules match a number the longest prefix wins (§5).
 * Brands without starting numbers share the ranges of the network printed on the card (US debit
 * networks, co-badged schemes, credit/debit variants): only the provider's bin lookup can name
 * them, and the rows carry what the form needs once it has.
 */
import { COMMON_CARD_BRANDS, type CardBrandDefinition } from './common-card-brands';
import { deepFreeze } from './deep-freeze';
import { MORE_CARD_BRANDS } from './more-card-brands';

export {
  DEFAULT_SUPPORTED_BRANDS,
  type CardBrandDefinition,
  type FieldPolicy,
  type SecurityCodeLabel,
} from './common-card-brands';

/** The whole table: the global networks first (common-card-brands.ts), then the others. */
export const CARD_BRANDS = /* @__PURE__ */ deepFreeze([
  ...COMMON_CARD_BRANDS,
  ...MORE_CARD_BRANDS,
] as const satisfies readonly CardBrandDefinition[]);

/** A brand code of the table (`'visa'`, `'mc'`, …). */
export type CardBrandType = (typeof CARD_BRANDS)[number]['cardType'];

/** The table row of a brand code, or undefined for a code the table does not know. */
export function findCardBrand(
  cardType: string | null | undefined,
): CardBrandDefinition | undefined {
  return CARD_BRANDS.find((brand) => brand.cardType === cardType);
}

/** Every row of the table. */
export const allCardBrands = (): readonly CardBrandDefinition[] => CARD_BRANDS;
