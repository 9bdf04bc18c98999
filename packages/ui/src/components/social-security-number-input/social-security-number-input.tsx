import type * as React from 'react';
import { useFormattedField, type FormattedFieldProps } from '../../lib/use-formatted-input';
import {
  formatSocialSecurityNumber,
  isValidSocialSecurityNumber,
  SOCIAL_SECURITY_NUMBER_MAX_LENGTH,
} from '../../rules/social-security-number';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export const socialSecurityNumberError = 'Enter a complete CPF (11 digits) or CNPJ (14 digits)';

export type SocialSecurityNumberInputProps = Omit<
  TextFieldProps,
  'label' | 'value' | 'defaultValue' | 'maxLength' | 'prefix'
> &
  FormattedFieldProps & {
    /** Defaults to 'CPF/CNPJ', the names Brazilian payers know these numbers by. */
    label?: React.ReactNode;
    /** The value when controlled, in any form: it is shown formatted. */
    value?: string;
    /** The formatted value (`123.456.789-09`, `12.345.678/0001-95`) whenever it changes. */
    onValueChange?: (value: string) => void;
  };

/**
 * Brazil's social security number (docs/widget.md#validation): a CPF `ddd.ddd.ddd-dd` or a CNPJ
 * `dd.ddd.ddd/dddd-dd`, formatted as typed with the caret kept beside the digit typed, maxlength 18.
 * A blank field is no error; an incomplete number is reported when the payer leaves the field.
 * An `error` given by the form (a required field left blank on submit) wins.
 */
export function SocialSecurityNumberInput({
  label = 'CPF/CNPJ',
  ...props
}: SocialSecurityNumberInputProps) {
  const { field, rest } = useFormattedField(props, {
    format: formatSocialSecurityNumber,
    validate: (value) =>
      isValidSocialSecurityNumber(value) ? undefined : socialSecurityNumberError,
  });
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={SOCIAL_SECURITY_NUMBER_MAX_LENGTH}
      {...rest}
      {...field}
    />
  );
}
