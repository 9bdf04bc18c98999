/**
 * What the card's fields show beside their secured frames: the brand's mark. (The number, expiry
 * date and security code themselves are typed in the frames: `secured-card-fields.tsx`.)
 */
import { cardBrandIcons, GenericCardIcon } from '@paypage/ui';
import { findCardBrand } from '../rules';

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
  const Icon =
    brand && Object.hasOwn(cardBrandIcons, brand)
      ? cardBrandIcons[brand as keyof typeof cardBrandIcons]
      : GenericCardIcon;
  return <Icon id={id} data-brand={brand ?? 'card'} title={name ?? 'Card'} className={className} />;
}
