/**
 * The Korean tax number of the card form (docs/widget.md#validation): the kit's TaxNumberInput
 * (the birth date YYMMDD or the 10-digit corporate registration number; its label changes past 6
 * characters), required while the card is Korean. A lazy chunk: only a merchant that requires
 * Korean authentication loads it.
 */
import { TaxNumberInput, taxNumberText } from '@paypage/ui';
import type { PartText } from '../i18n/translate';

export type KoreanTaxNumberFieldProps = {
  id: string;
  ref: (node: HTMLElement | null) => void;
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  /** The labels and hints in the widget's language (each it has not: en-US). */
  text?: PartText;
};

export function KoreanTaxNumberField({
  text = () => undefined,
  ...props
}: KoreanTaxNumberFieldProps) {
  const birthDate = taxNumberText['birth-date'];
  const business = taxNumberText['corporate-registration-number'];
  return (
    <TaxNumberInput
      {...props}
      text={{
        'birth-date': {
          label: text('field.taxNumber.birthDate') ?? birthDate.label,
          hint: text('field.taxNumber.birthDate.hint') ?? birthDate.hint,
        },
        'corporate-registration-number': {
          label: text('field.taxNumber.business') ?? business.label,
          hint: text('field.taxNumber.business.hint') ?? business.hint,
        },
      }}
      required
    />
  );
}

export default KoreanTaxNumberField;
