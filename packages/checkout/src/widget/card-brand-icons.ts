/**
 * The brands' marks the card number shows once its brand is known (the kit's `cardBrandIcons`;
 * before that, and for a brand without one, the generic card). The embeddable builds load them
 * after the form is ready: src/embed/lazy-card-brand-icons.ts stands in for this module in their
 * first files (scripts/build-widget.mjs LAZY_SEAMS).
 */
import { cardBrandIcons } from '@paypage/ui';

// The card-brand table's other rows and the readers of a bin lookup's answer travel with the marks
// in the embeddable builds (src/embed/first-file-card-brands.ts, lazy-bin-lookup-answers.ts).
export { MORE_CARD_BRANDS } from '../rules/more-card-brands';
export { binLookupResult, chosenLookupBrand } from './bin-lookup-answers';

type BrandIcon = (typeof cardBrandIcons)[keyof typeof cardBrandIcons];

/** The brand's mark, or undefined for no brand or one without a mark. */
export function cardBrandIcon(brand: string | null): BrandIcon | undefined {
  return brand && Object.hasOwn(cardBrandIcons, brand)
    ? cardBrandIcons[brand as keyof typeof cardBrandIcons]
    : undefined;
}

/** The same as a hook: the embeddable builds' stand-in renders again once the marks have loaded. */
export function useCardBrandIcon(brand: string | null): BrandIcon | undefined {
  return cardBrandIcon(brand);
}
