import { useFormattedField, type FormattedFieldProps } from '../../lib/use-formatted-input';
import {
  formatTaxNumber,
  isValidTaxNumber,
  TAX_NUMBER_MAX_LENGTH,
  TAX_NUMBER_MIN_LENGTH,
  taxNumberKind,
  type TaxNumberKind,
} from '../../rules/tax-number';
import { TextField, type TextFieldProps } from '../text-field/text-field';

/**
 * What the field says for each kind of value. A Korean personal card is authenticated with the
 * holder's birth date, a company card with the 10-digit corporate (business) registration number;
 * the label follows what the payer is typing, so it changes once the value is longer than 6.
 */
export const taxNumberText = {
  'birth-date': {
    label: 'Birth date (YYMMDD)',
    hint: 'For a company card, enter the 10-digit corporate registration number.',
    error: 'Enter your birth date as 6 digits (YYMMDD), like 900131',
  },
  'corporate-registration-number': {
    label: 'Corporate registration number',
    hint: 'The 10-digit number of the company the card belongs to.',
    error: 'Enter all 10 digits of the corporate registration number',
  },
} as const satisfies Record<TaxNumberKind, { label: string; hint: string; error: string }>;

export const taxNumberRequiredError = 'Enter your birth date or corporate registration number';

export type TaxNumberInputProps = Omit<
  TextFieldProps,
  'label' | 'value' | 'defaultValue' | 'maxLength' | 'minLength' | 'prefix'
> &
  FormattedFieldProps & {
    /** The value when controlled: its digits are shown. */
    value?: string;
    /** The digits (6 or 10 when complete) whenever they change. */
    onValueChange?: (value: string) => void;
    /** A blank field is reported on blur (the form asks for Korean authentication). */
    required?: boolean;
    /** The label and hint per kind in another language (default `taxNumberText`'s English). */
    text?: Readonly<Record<TaxNumberKind, { label: string; hint: string }>>;
  };

/**
 * Korea's tax number on the card form (docs/widget.md#validation): the birth date `YYMMDD` or the
 * 10-digit corporate registration number, digits only, maxlength 10; its label changes once the
 * value is longer than 6 characters. Checked when the payer leaves the field.
 */
export function TaxNumberInput({
  hint,
  required = false,
  text = taxNumberText,
  ...props
}: TaxNumberInputProps) {
  const { field, value, rest } = useFormattedField(props, {
    format: formatTaxNumber,
    validate: (current) => {
      const valid = isValidTaxNumber(current);
      if (valid === null) return required ? taxNumberRequiredError : undefined;
      return valid ? undefined : taxNumberText[taxNumberKind(current)].error;
    },
  });
  const kind = taxNumberKind(value);
  return (
    <TextField
      label={text[kind].label}
      hint={hint ?? text[kind].hint}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      minLength={TAX_NUMBER_MIN_LENGTH}
      maxLength={TAX_NUMBER_MAX_LENGTH}
      aria-required={required || undefined}
      data-kind={kind}
      {...rest}
      {...field}
    />
  );
}
