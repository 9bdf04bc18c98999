import * as React from 'react';
import { useBlurValidation } from '../../lib/use-formatted-input';
import { canonicalPostalCode, postalCodeFormat, validatePostalCode } from '../../rules/postal-code';
import { cn } from '../../lib/cn';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export type PostalCodeInputProps = Omit<
  TextFieldProps,
  'label' | 'value' | 'defaultValue' | 'maxLength' | 'prefix'
> & {
  /** ISO 3166-1 alpha-2 country of the address (default 'US', the card form's default country). */
  country?: string;
  /** Defaults to the country's name for it: 'ZIP code', 'Postcode', 'Eircode', 'Postal code'. */
  label?: React.ReactNode;
  value?: string;
  defaultValue?: string;
  /** The value as typed; on blur, normalised (trimmed, spaces collapsed, upper case). */
  onValueChange?: (value: string) => void;
  /** The postal code is required (docs/widget.md#validation): a blank field is an error on blur. */
  required?: boolean;
};

/**
 * A postal-code input that knows the country's format (docs/widget.md#validation): its maxlength, the
 * keyboard to show (numeric where codes are digits), `autocomplete="postal-code"`, and, when the
 * payer leaves the field with a value that does not fit, the format hint as the error
 * ('Enter a 5-digit ZIP code, like 94105'). Changing the country re-checks a shown error.
 *
 * No HTML `pattern` attribute: the browser would refuse values the rule accepts (lower case, extra
 * spaces) and show its own bubble; the rule of `@paypage/ui/rules` decides.
 */
export function PostalCodeInput({
  country = 'US',
  label,
  value,
  defaultValue,
  onValueChange,
  onChange,
  onBlur,
  error,
  inputClassName,
  required = true,
  ...props
}: PostalCodeInputProps) {
  const format = postalCodeFormat(country);
  const [inner, setInner] = React.useState(defaultValue ?? '');
  const current = value ?? inner;
  const update = (next: string) => {
    if (value === undefined) setInner(next);
    if (next !== current) onValueChange?.(next);
  };
  const validation = useBlurValidation(current, (code) => {
    if (code.trim() === '') return required ? format.hint : undefined;
    return validatePostalCode(country, code) ? undefined : format.hint;
  });

  return (
    <TextField
      label={label ?? format.label}
      inputMode={format.inputMode}
      autoComplete="postal-code"
      autoCapitalize={format.inputMode === 'text' ? 'characters' : undefined}
      spellCheck={false}
      maxLength={format.maxLength}
      aria-required={required || undefined}
      error={error ?? validation.error}
      inputClassName={cn('tabular-nums', inputClassName)}
      data-country={country.toUpperCase()}
      {...props}
      value={current}
      onChange={(event) => {
        onChange?.(event);
        update(event.currentTarget.value);
      }}
      onBlur={(event) => {
        onBlur?.(event);
        const normalised = canonicalPostalCode(country, current);
        update(normalised);
        validation.check(normalised);
      }}
    />
  );
}
