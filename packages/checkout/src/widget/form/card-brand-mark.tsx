/**
 * What the card's fields show beside their secured frames: the brand's mark. (The number, expiry
 * date and security code themselves are typed in the frames: `secured-card-fields.tsx`.)
 */
import * as React from 'react';
import { GenericCardIcon } from '@paypage/ui';
import { findCardBrand } from '../../rules';
import { useCardBrandIcon } from './card-brand-icons';

/** The brand's mark (named for screen readers), or the generic card before a brand is known. */
export function CardBrandMark({
  brand,
  id,
  className,
}: {
  brand: string | null;
  id?: string;
  className?: string;
}) {
  const name = findCardBrand(brand)?.name;
  // The marks are module constants (here, or once their part has loaded): never made in render.
  const props = { id, 'data-brand': brand ?? 'card', title: name ?? 'Card', className };
  return React.createElement(useCardBrandIcon(brand) ?? GenericCardIcon, props);
}
