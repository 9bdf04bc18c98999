/**
 * The card's own fields of the sandbox widget, on the kit's TextField: the number (spaced as typed
 * in the brand's groups, with the brand's mark), the expiry date (MM/YY, autofill normalised) and
 * the security code (its length and name follow the brand).
 */
import * as React from 'react';
import { cardBrandIcons, GenericCardIcon, TextField, useFormattedInput } from '@paypage/ui';
import { onlyDigits } from '@paypage/ui/rules';
import {
  cardNumberInputMaxLength,
  detectCardBrand,
  findCardBrand,
  formatCardNumber,
  formatExpiryDateInput,
  type SecurityCodeSpec,
} from '../rules';

type FieldProps = {
  id: string;
  value: string;
  error?: string;
  onBlur: () => void;
  ref: (node: HTMLInputElement | null) => void;
  className?: string;
};

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

export type CardNumberFieldProps = FieldProps & {
  brands: readonly string[];
  /** The accepted brand detected, or null (the mark is the generic card). */
  brand: string | null;
  onValueChange: (value: string) => void;
};

export function CardNumberField({
  id,
  value,
  error,
  onBlur,
  ref,
  brands,
  brand,
  onValueChange,
}: CardNumberFieldProps) {
  const markId = `${id}-brand`;
  const format = React.useCallback(
    (input: string) => formatCardNumber(input, detectCardBrand(input, brands)),
    [brands],
  );
  const input = useFormattedInput({ value, format, onValueChange, ref });
  return (
    <TextField
      id={id}
      label="Card number"
      placeholder="1234 5678 9012 3456"
      inputMode="numeric"
      autoComplete="cc-number"
      autoCorrect="off"
      spellCheck={false}
      maxLength={cardNumberInputMaxLength(brand)}
      aria-required
      aria-describedby={markId}
      error={error}
      inputClassName="tabular-nums"
      trailing={<CardBrandMark brand={brand} id={markId} />}
      onBlur={onBlur}
      {...input}
    />
  );
}

/**
 * The expiry date as typed: digits only, the slash added after the month, a leading 2–9 padded to
 * 0N, an autofilled or pasted whole date (`12/2030`) normalised to MM/YY. The caret stays at the
 * end when the payer types at the end (the usual case), else beside the same digit.
 */
export function ExpiryDateField({
  id,
  value,
  error,
  onBlur,
  ref,
  className,
  onValueChange,
}: FieldProps & { onValueChange: (value: string) => void }) {
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const pendingCaret = React.useRef<number | null>(null);

  React.useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const input = inputRef.current;
    pendingCaret.current = null;
    if (caret !== null && input && input.ownerDocument.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    let raw = input.value;
    const atEnd = (input.selectionStart ?? raw.length) >= raw.length;
    // Deleting only the slash deletes the month's last digit (else Backspace sticks on it).
    if (raw.length < value.length && onlyDigits(raw) === onlyDigits(value)) {
      raw = raw.replace(/\d(?=\D*$)/, '');
    }
    const next = formatExpiryDateInput(raw);
    pendingCaret.current = atEnd ? next.length : Math.min(input.selectionStart ?? 0, next.length);
    onValueChange(next);
  };

  return (
    <TextField
      id={id}
      className={className}
      ref={(node: HTMLInputElement | null) => {
        inputRef.current = node;
        ref(node);
      }}
      label="Expiry date"
      placeholder="MM/YY"
      inputMode="numeric"
      autoComplete="cc-exp"
      autoCorrect="off"
      spellCheck={false}
      maxLength={7}
      aria-required
      error={error}
      inputClassName="tabular-nums"
      value={value}
      onChange={handleChange}
      onBlur={onBlur}
    />
  );
}

/** The security code: digits only, as many as the brand's code has; labelled by its name. */
export function SecurityCodeField({
  id,
  value,
  error,
  onBlur,
  ref,
  className,
  spec,
  brandKnown,
  optional,
  onValueChange,
}: FieldProps & {
  spec: SecurityCodeSpec;
  brandKnown: boolean;
  optional: boolean;
  onValueChange: (value: string) => void;
}) {
  const name = brandKnown ? spec.label : null;
  const qualifiers = [name, optional ? 'optional' : null].filter(Boolean).join(', ');
  return (
    <TextField
      id={id}
      className={className}
      ref={ref}
      label={qualifiers ? `Security code (${qualifiers})` : 'Security code'}
      placeholder={`${spec.length} digits`}
      inputMode="numeric"
      autoComplete="cc-csc"
      autoCorrect="off"
      spellCheck={false}
      maxLength={spec.length}
      aria-required={!optional}
      error={error}
      inputClassName="tabular-nums"
      value={value}
      onChange={(event) =>
        onValueChange(onlyDigits(event.currentTarget.value).slice(0, spec.length))
      }
      onBlur={onBlur}
    />
  );
}
