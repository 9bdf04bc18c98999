import type * as React from 'react';
import { useFormattedField, type FormattedFieldProps } from '../../lib/use-formatted-input';
import {
  formatMobileNumber,
  isCompleteMobileNumber,
  MOBILE_NUMBER_MAX_LENGTH,
  mobileNumberDigits,
  nationalMobileDigits,
} from '../../rules/mobile-number';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export const mobileNumberError = 'Enter a 10-digit mobile number';
export const mobileNumberRequiredError = 'Enter your mobile number';

export type MobileNumberInputProps = Omit<
  TextFieldProps,
  'label' | 'value' | 'defaultValue' | 'maxLength' | 'prefix' | 'type'
> &
  FormattedFieldProps & {
    /** Defaults to 'Mobile number'. */
    label?: React.ReactNode;
    /** The value when controlled: digits, or any form of them; shown grouped 3-3-4. */
    value?: string;
    /** The digits without spaces (`4155550132`) whenever they change. */
    onValueChange?: (digits: string) => void;
    /** A blank field is reported on blur. */
    required?: boolean;
    /** The errors' messages in the page's language (default: `mobileNumberError`, `mobileNumberRequiredError`). */
    messages?: { incomplete?: string; required?: string };
  };

/**
 * A North American mobile number after a fixed '+1' prefix (docs/widget.md#validation): digits only,
 * grouped 3-3-4 with spaces as typed, maxlength 12, given out without the spaces. A pasted or
 * autofilled number that carries the country code (`+1 (415) 555-0132`) loses it. An incomplete
 * number is reported when the payer leaves the field.
 */
export function MobileNumberInput({
  label = 'Mobile number',
  required = false,
  messages,
  ...props
}: MobileNumberInputProps) {
  const { field, rest } = useFormattedField(props, {
    format: formatMobileNumber,
    cleanPaste: nationalMobileDigits,
    output: mobileNumberDigits,
    validate: (value) => {
      if (value === '')
        return required ? (messages?.required ?? mobileNumberRequiredError) : undefined;
      return isCompleteMobileNumber(value)
        ? undefined
        : (messages?.incomplete ?? mobileNumberError);
    },
  });
  return (
    <TextField
      label={label}
      prefix="+1"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={MOBILE_NUMBER_MAX_LENGTH}
      aria-required={required || undefined}
      {...rest}
      {...field}
    />
  );
}
