/**
 * The brands' marks the card number shows once its brand is known (the kit's `cardBrandIcons`;
 * before that, and for a brand without one, the generic card).
 */
import { cardBrandIcons } from '@paypage/ui';

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
