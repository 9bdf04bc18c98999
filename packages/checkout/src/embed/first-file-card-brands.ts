/**
 * The embeddable builds' stand-in for src/rules/card-brands.ts in their first files
 * (scripts/build-widget.mjs FIRST_FILE_RULES; issue 15): the global networks' rows are here
 * (common-card-brands.ts), the other rows (more-card-brands.ts) come with the brand marks' part,
 * which the number field asks for when it first renders, the mount before a form whose `brands`
 * name one of them (lazy-part.tsx `partsShownBy`), and every bin lookup before its answer is used
 * (`cardBrandsReady`). Until then a code of those rows is unknown, as the table's stand-in says.
 */
import { COMMON_CARD_BRANDS, type CardBrandDefinition } from '../rules/common-card-brands';
import { loadedPart, loadPartNamed } from './lazy-part';

export {
  DEFAULT_SUPPORTED_BRANDS,
  type CardBrandDefinition,
  type FieldPolicy,
  type SecurityCodeLabel,
} from '../rules/common-card-brands';
export type { CardBrandType } from '../rules/card-brands';

/** The part that brings the other rows (its module re-exports `MORE_CARD_BRANDS`). */
export const MORE_CARD_BRANDS_PART = 'card-brand-icons';

let table: readonly CardBrandDefinition[] = COMMON_CARD_BRANDS;

/** The rows loaded so far: the global networks, then (once loaded) the others. */
export function allCardBrands(): readonly CardBrandDefinition[] {
  const more = loadedPart(MORE_CARD_BRANDS_PART)?.MORE_CARD_BRANDS as
    readonly CardBrandDefinition[] | undefined;
  if (more && table === COMMON_CARD_BRANDS) table = [...COMMON_CARD_BRANDS, ...more];
  return table;
}

export const CARD_BRANDS = COMMON_CARD_BRANDS;

export function findCardBrand(
  cardType: string | null | undefined,
): CardBrandDefinition | undefined {
  return allCardBrands().find((brand) => brand.cardType === cardType);
}

/** Settles once the other rows are there; fails if their part could not load (a failed lookup). */
export const cardBrandsReady = (): Promise<void> =>
  loadPartNamed(MORE_CARD_BRANDS_PART).then(() => {
    if (!loadedPart(MORE_CARD_BRANDS_PART)) throw new Error('The card brands could not load');
  });
