/**
 * The dual-brand radio switcher (docs/widget.md#views): a card of two brands (Cartes
 * Bancaires and Visa, Bancontact and Maestro) shows both, the lead (the bin lookup's first)
 * chosen; the payer's choice is the brand of the payment data and sets the security code's and
 * expiry date's policies. A lazy chunk: a merchant whose cards never have two brands never loads it.
 */
import { RadioCard, RadioCardGroup } from '@paypage/ui';
import { findCardBrand } from '../../rules';
import { CardBrandMark } from './card-brand-mark';
import { DUAL_BRAND_HEADING } from './card-constants';
import type { PartText } from '../i18n/translate';

export type DualBrandSwitcherProps = {
  id: string;
  brands: readonly string[];
  value: string | null;
  onValueChange: (brand: string) => void;
  /** The question above the brands in the widget's language (default en-US). */
  text?: PartText;
};

export function DualBrandSwitcher({
  id,
  brands,
  value,
  onValueChange,
  text,
}: DualBrandSwitcherProps) {
  const headingId = `${id}-heading`;
  return (
    <div data-slot="dual-brand-switcher" className="flex flex-col gap-2">
      <p id={headingId} className="text-sm font-medium">
        {text?.('form.dualBrand') ?? DUAL_BRAND_HEADING}
      </p>
      <RadioCardGroup
        aria-labelledby={headingId}
        value={value ?? brands[0] ?? ''}
        onValueChange={onValueChange}
        className="grid-cols-2"
      >
        {brands.map((brand) => (
          <RadioCard
            key={brand}
            id={`${id}-${brand}`}
            value={brand}
            title={findCardBrand(brand)?.name ?? brand}
            icon={<CardBrandMark brand={brand} />}
          />
        ))}
      </RadioCardGroup>
    </div>
  );
}

export default DualBrandSwitcher;
