/**
 * The Korean tax number of the card form (card-widget.md §5; issue 16): the kit's TaxNumberInput
 * (the birth date YYMMDD or the 10-digit corporate registration number; its label changes past 6
 * characters), required while the card is Korean. A lazy chunk: only a merchant that requires
 * Korean authentication loads it.
 */
import { TaxNumberInput, type TaxNumberInputProps } from '@paypage/ui';

export type KoreanTaxNumberFieldProps = {
  id: string;
  ref: (node: HTMLElement | null) => void;
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  /** The label and hint per kind in the widget's language. */
  text?: TaxNumberInputProps['text'];
};

export function KoreanTaxNumberField(props: KoreanTaxNumberFieldProps) {
  return <TaxNumberInput {...props} required />;
}

export default KoreanTaxNumberField;
