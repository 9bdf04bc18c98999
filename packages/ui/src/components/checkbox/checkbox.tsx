import type * as React from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cn } from '../../lib/cn';
import { FieldError, FieldHint, Label, useFieldDescription } from '../field/field';
import { CheckIcon } from '../icon/line-icons';

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** The visible label beside the box (clicking it toggles the box). */
  label?: React.ReactNode;
  /** Longer text under the label (a consent's terms), tied with `aria-describedby`. */
  hint?: React.ReactNode;
  /** An error under the label; marks the box `aria-invalid`. */
  error?: React.ReactNode;
  invalid?: boolean;
};

/** A checkbox on Radix Checkbox, with its label, hint and error wired for screen readers. */
export function Checkbox({ label, hint, error, invalid, id, className, ...props }: CheckboxProps) {
  const description = useFieldDescription({ id, hint, error, invalid });
  const control = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      {...description.controlProps}
      className={cn(
        'peer mt-0.5 flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-sm border border-border-strong bg-surface text-surface shadow-sm transition-colors',
        'hover:border-muted',
        'data-[state=checked]:border-brand-text data-[state=checked]:bg-brand-text',
        'data-[state=indeterminate]:border-brand-text data-[state=indeterminate]:bg-brand-text',
        'aria-invalid:border-critical',
        'disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-sunken disabled:shadow-none data-[state=checked]:disabled:bg-border-strong',
        !label && className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group/indicator flex items-center justify-center"
      >
        <CheckIcon className="size-4 stroke-3 group-data-[state=indeterminate]/indicator:hidden" />
        <span className="hidden h-0.5 w-2.5 rounded-full bg-current group-data-[state=indeterminate]/indicator:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return control;

  return (
    <div
      data-slot="checkbox-field"
      data-invalid={description.invalid ? '' : undefined}
      className={cn('flex items-start gap-3', className)}
    >
      {control}
      <div className="flex min-w-0 flex-col gap-1">
        <Label
          htmlFor={description.controlId}
          className="cursor-pointer text-base font-normal peer-disabled:cursor-not-allowed"
        >
          {label}
        </Label>
        {description.hintId ? <FieldHint id={description.hintId}>{hint}</FieldHint> : null}
        {description.errorId ? <FieldError id={description.errorId}>{error}</FieldError> : null}
      </div>
    </div>
  );
}
