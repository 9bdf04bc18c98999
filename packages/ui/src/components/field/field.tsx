import * as React from 'react';
import { cn } from '../../lib/cn';
import { FieldError, FieldHint } from './field-messages';

export { FieldError, FieldHint };

type FieldDescriptionInput = {
  /** The control's id; generated when not given. */
  id?: string;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  /** Marks the control invalid without a message of its own (the message is shown elsewhere). */
  invalid?: boolean;
  /** Extra ids the caller wants in `aria-describedby` (kept after the field's own). */
  describedBy?: string;
  /** Ids of visible parts of the control announced before the messages (a '+1' prefix, say). */
  leadingIds?: (string | undefined)[];
};

export type FieldDescription = {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  invalid: boolean;
  /** Spread onto the control: ties the hint and the error to it and sets `aria-invalid`. */
  controlProps: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
  };
};

const present = (node: React.ReactNode) =>
  node !== undefined && node !== null && node !== false && node !== '';

/**
 * The ids that wire a form control to its label, hint and error. The error comes first in
 * `aria-describedby` so a screen reader says what is wrong before the general hint.
 */
export function useFieldDescription({
  id,
  hint,
  error,
  invalid,
  describedBy,
  leadingIds = [],
}: FieldDescriptionInput): FieldDescription {
  const generated = React.useId();
  const controlId = id ?? generated;
  const hintId = present(hint) ? `${controlId}-hint` : undefined;
  const errorId = present(error) ? `${controlId}-error` : undefined;
  const isInvalid = errorId !== undefined || invalid === true;
  const ids = [...leadingIds, errorId, hintId, describedBy].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    invalid: isInvalid,
    controlProps: {
      id: controlId,
      'aria-describedby': ids || undefined,
      'aria-invalid': isInvalid || undefined,
    },
  };
}

export type LabelProps = React.ComponentProps<'label'> & {
  /** Keeps the label for screen readers only (when the context labels the control visibly). */
  visuallyHidden?: boolean;
};

/** A form label: 14 px medium, above its control. */
export function Label({ className, visuallyHidden, ...props }: LabelProps) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the caller gives htmlFor
    <label
      data-slot="label"
      className={cn('text-sm font-medium text-text', visuallyHidden && 'sr-only', className)}
      {...props}
    />
  );
}

export type FieldProps = React.ComponentProps<'div'> & {
  label: React.ReactNode;
  labelHidden?: boolean;
  hint?: React.ReactNode;
  error?: React.ReactNode;
  description: FieldDescription;
  /**
   * The control is not labelable (an iframe): the label gets the id `{controlId}-label` and no
   * `for`; the caller names the control with `aria-labelledby` and focuses it on a press.
   */
  labelledBy?: boolean;
};

/**
 * The frame every labelled control shares (TextField, Select and the inputs built on them): the
 * label above, the control, then the hint and the error below it.
 */
export function Field({
  label,
  labelHidden,
  hint,
  error,
  description,
  labelledBy,
  className,
  children,
  ...props
}: FieldProps) {
  return (
    <div
      data-slot="field"
      data-invalid={description.invalid ? '' : undefined}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      <Label
        {...(labelledBy
          ? { id: `${description.controlId}-label` }
          : { htmlFor: description.controlId })}
        visuallyHidden={labelHidden}
      >
        {label}
      </Label>
      {children}
      {description.hintId ? <FieldHint id={description.hintId}>{hint}</FieldHint> : null}
      {description.errorId ? <FieldError id={description.errorId}>{error}</FieldError> : null}
    </div>
  );
}

export type ControlBoxProps = React.ComponentProps<'div'> & {
  invalid?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /**
   * The control has the focus though the box cannot see it: a control in a frame of another
   * origin, whose focus the frame reports (Chromium matches neither `:focus` nor `:focus-within`
   * on the frame's ancestors then). Draws the same ring as `:focus-within`.
   */
  focused?: boolean;
};

/** The box around a text-like control, styled by its state (see `controlBoxClass`). */
export function ControlBox({
  invalid,
  disabled,
  readOnly,
  focused,
  className,
  ...props
}: ControlBoxProps) {
  return (
    <div
      data-focused={focused ? '' : undefined}
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
      data-readonly={readOnly ? '' : undefined}
      className={cn(controlBoxClass, className)}
      {...props}
    />
  );
}

/**
 * The box of a text-like control (an input with its prefix and trailing slot, or a native select):
 * 44 px tall, 8 px radius, a border that turns critical when invalid and shows the focus ring of
 * the theme around the whole box when the control inside has focus (`:focus-within`, or
 * `data-focused` when the caller says so).
 */
export const controlBoxClass = cn(
  'flex h-11 w-full min-w-0 items-center rounded-md border border-border-strong bg-surface text-base text-text shadow-sm transition-colors',
  'hover:border-muted',
  'focus-within:border-focus focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus focus-within:outline-solid',
  'data-focused:border-focus data-focused:outline-2 data-focused:outline-offset-2 data-focused:outline-focus data-focused:outline-solid',
  'data-invalid:border-critical',
  'data-disabled:border-border data-disabled:bg-surface-sunken data-disabled:text-subtle data-disabled:shadow-none',
  'data-readonly:bg-surface-sunken',
);
