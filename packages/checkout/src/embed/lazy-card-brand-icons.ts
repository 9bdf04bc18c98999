/**
 * The embeddable builds' stand-in for src/widget/card-brand-icons.ts (scripts/build-widget.mjs
 * LAZY_SEAMS): the brands' marks are a part of their own, asked for when the number field first
 * renders (the form is ready with the generic card) and shown from then on.
 */
import type * as BrandIcons from '../widget/card-brand-icons';
import { usePart } from './lazy-part';

export function useCardBrandIcon(
  brand: string | null,
): ReturnType<typeof BrandIcons.useCardBrandIcon> {
  const icons = usePart('card-brand-icons') as typeof BrandIcons | undefined;
  return icons?.cardBrandIcon(brand);
}
