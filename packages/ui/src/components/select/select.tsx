import type * as React from 'react';
import { cn } from '../../lib/cn';
import { ControlBox, Field, useFieldDescription } from '../field/field';
import { ChevronDownIcon } from '../icon/line-icons';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<React.ComponentProps<'select'>, 'children'> & {
  label: React.ReactNode;
  labelHidden?: boolean;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  invalid?: boolean;
  /** A first, empty choice ('Select a state'): chosen until the payer picks, never re-selectable. */
  placeholder?: string;
  /** The choices as data; or give `<option>`/`<optgroup>` children. */
  options?: readonly SelectOption[];
  children?: React.ReactNode;
  /** Classes for the `<select>` itself; `className` styles the whole field. */
  selectClassName?: string;
};

/**
 * A native `<select>` dressed like TextField (label, hint, error, 44 px): on phones it opens the
 * system picker, which is the best list a long country or state list can have.
 */
export function Select({
  label,
  labelHidden,
  hint,
  error,
  invalid,
  placeholder,
  options,
  children,
  className,
  selectClassName,
  id,
  disabled,
  value,
  defaultValue,
  'aria-describedby': describedBy,
  ...props
}: SelectProps) {
  const description = useFieldDescription({ id, hint, error, invalid, describedBy });
  // With a placeholder and no value given, the placeholder is what shows first.
  const initial =
    value === undefined && defaultValue === undefined && placeholder !== undefined
      ? ''
      : defaultValue;

  return (
    <Field
      data-slot="select-field"
      label={label}
      labelHidden={labelHidden}
      hint={hint}
      error={error}
      description={description}
      className={className}
    >
      <ControlBox
        data-slot="select-box"
        invalid={description.invalid}
        disabled={disabled}
        className="relative"
      >
        <select
          data-slot="select"
          disabled={disabled}
          value={value}
          defaultValue={initial}
          {...description.controlProps}
          className={cn(
            'h-full w-full min-w-0 cursor-pointer appearance-none truncate rounded-md bg-transparent pr-10 pl-3 text-base text-inherit',
            'focus-visible:outline-none disabled:cursor-not-allowed',
            'has-[option[value=""]:checked]:text-subtle',
            selectClassName,
          )}
          {...props}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute right-3 size-5 text-muted" />
      </ControlBox>
    </Field>
  );
}
