import * as React from 'react';
import { cn } from '../../lib/cn';
import { Field, useFieldDescription } from '../field/field';
import { FieldBox } from '../field-box/field-box';

export type TextFieldProps = Omit<React.ComponentProps<'input'>, 'prefix' | 'children'> & {
  /** The visible label (required: placeholders are not labels). */
  label: React.ReactNode;
  /** Keeps the label for screen readers only. */
  labelHidden?: boolean;
  /** Helper text under the input, tied to it with `aria-describedby`. */
  hint?: React.ReactNode;
  /**
   * The error message. When given, the input is `aria-invalid`, its border turns critical and the
   * message is tied to it with `aria-describedby` (announced before the hint).
   */
  error?: React.ReactNode;
  /** Marks the input invalid without a message (when the message is shown elsewhere). */
  invalid?: boolean;
  /**
   * Fixed text before the value that the payer does not type, such as '+1'. It is read out after
   * the label (it is part of the input's description).
   */
  prefix?: React.ReactNode;
  /** A slot after the value, for an icon such as the detected card brand or a button. */
  trailing?: React.ReactNode;
  /** Classes for the `<input>` itself; `className` styles the whole field. */
  inputClassName?: string;
};

/**
 * A labelled text input, 44 px tall, with an optional hint, error, fixed prefix and trailing slot.
 * Every native input attribute passes through to the `<input>` (`inputMode`, `autoComplete`,
 * `maxLength`, `pattern`…), and so does `ref`.
 */
export function TextField({
  label,
  labelHidden,
  hint,
  error,
  invalid,
  prefix,
  trailing,
  className,
  inputClassName,
  id,
  type = 'text',
  disabled,
  readOnly,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const prefixId = React.useId();
  const hasPrefix = prefix !== undefined && prefix !== null && prefix !== '';
  const description = useFieldDescription({
    id,
    hint,
    error,
    invalid,
    describedBy,
    leadingIds: [hasPrefix ? prefixId : undefined],
  });

  return (
    <Field
      data-slot="text-field"
      label={label}
      labelHidden={labelHidden}
      hint={hint}
      error={error}
      description={description}
      className={className}
    >
      <FieldBox
        data-slot="text-field-box"
        invalid={description.invalid}
        disabled={disabled}
        readOnly={readOnly}
        prefix={prefix}
        prefixId={prefixId}
        trailing={trailing}
      >
        <input
          data-slot="text-field-input"
          type={type}
          disabled={disabled}
          readOnly={readOnly}
          {...description.controlProps}
          className={cn(
            'h-full min-w-0 flex-1 rounded-md bg-transparent px-3 text-base text-inherit placeholder:text-subtle',
            'focus-visible:outline-none disabled:cursor-not-allowed',
            inputClassName,
          )}
          {...props}
        />
      </FieldBox>
    </Field>
  );
}
