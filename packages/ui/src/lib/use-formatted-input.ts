import * as React from 'react';
import { caretAfterDigits, onlyDigits } from '../rules/digits';
import { cn } from './cn';

type FormattedInputOptions = {
  /** The value when controlled (formatted for display whatever its form). */
  value?: string;
  /** The initial value when uncontrolled. */
  defaultValue?: string;
  /** Turns what is in the input into its formatted form (a pure rule of `@paypage/ui/rules`). */
  format: (input: string) => string;
  /** Cleans pasted text before it is inserted (default: its digits). */
  cleanPaste?: (text: string) => string;
  /** Called with the formatted value whenever it changes. */
  onValueChange?: (formatted: string) => void;
  ref?: React.Ref<HTMLInputElement>;
  onChange?: React.ChangeEventHandler<HTMLInputElement>;
  onPaste?: React.ClipboardEventHandler<HTMLInputElement>;
};

const countDigits = (text: string) => onlyDigits(text).length;

function assignRef<T>(ref: React.Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as React.RefObject<T | null>).current = node;
}

/**
 * Keeps a digit-based input formatted as the payer types (`123.456.789-09`, `415 555 0132`) without
 * making the caret jump: after every change the caret goes back beside the same digit. Deleting a
 * separator deletes the digit beside it (otherwise Backspace would be stuck on it), and pasted text
 * is cleaned and inserted whole, so the input's maxlength never cuts a pasted number short.
 */
export function useFormattedInput({
  value,
  defaultValue,
  format,
  cleanPaste = onlyDigits,
  onValueChange,
  ref,
  onChange,
  onPaste,
}: FormattedInputOptions) {
  const [inner, setInner] = React.useState(() => format(defaultValue ?? ''));
  const current = value === undefined ? inner : format(value);
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const pendingCaret = React.useRef<number | null>(null);
  // Re-renders even when the formatted value is unchanged (a letter typed into a number), so that
  // the caret is put back after React restores the input's value.
  const [, rerender] = React.useReducer((count: number) => count + 1, 0);

  React.useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && input.ownerDocument.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
  });

  const commit = (next: string, digitsBeforeCaret: number) => {
    pendingCaret.current = caretAfterDigits(next, digitsBeforeCaret);
    if (value === undefined) setInner(next);
    rerender();
    if (next !== current) onValueChange?.(next);
  };

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    const input = event.currentTarget;
    let raw = input.value;
    let caret = input.selectionStart ?? raw.length;
    let next = format(raw);
    if (next === current && raw.length < current.length) {
      // Only a separator went: take the digit beside it, in the direction of the deletion.
      const inputType = (event.nativeEvent as InputEvent).inputType;
      if (inputType === 'deleteContentForward') {
        const after = raw.slice(caret).search(/\d/);
        if (after >= 0) raw = raw.slice(0, caret + after) + raw.slice(caret + after + 1);
      } else {
        const before = raw.slice(0, caret).search(/\d\D*$/);
        if (before >= 0) {
          raw = raw.slice(0, before) + raw.slice(before + 1);
          caret = before;
        }
      }
      next = format(raw);
    }
    commit(next, countDigits(raw.slice(0, caret)));
  };

  const handlePaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    const text = event.clipboardData.getData('text');
    if (text === '') return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? current.length;
    const end = input.selectionEnd ?? start;
    const before = current.slice(0, start) + cleanPaste(text);
    commit(format(before + current.slice(end)), countDigits(before));
  };

  const setRef = React.useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  return { value: current, ref: setRef, onChange: handleChange, onPaste: handlePaste };
}

/**
 * Validation that waits for the payer: the error appears when they leave the field, and goes as
 * soon as what they type is valid (it does not come back until they leave the field again).
 * `validate` returns the message, or `undefined` when the value is fine.
 */
export function useBlurValidation(value: string, validate: (value: string) => string | undefined) {
  const [visible, setVisible] = React.useState(false);
  const message = validate(value);
  // Fixed while typing: hide the error now, and only show one again on the next blur.
  if (visible && message === undefined) setVisible(false);
  return {
    error: visible ? message : undefined,
    /** Call on blur with the value left in the field: shows its error, if any. */
    check: (left: string = value) => setVisible(validate(left) !== undefined),
  };
}

/** The props of a formatting input that `useFormattedField` handles for it. */
export type FormattedFieldProps = {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  onChange?: React.ChangeEventHandler<HTMLInputElement>;
  onPaste?: React.ClipboardEventHandler<HTMLInputElement>;
  onBlur?: React.FocusEventHandler<HTMLInputElement>;
  ref?: React.Ref<HTMLInputElement>;
  error?: React.ReactNode;
  inputClassName?: string;
};

type FormattedFieldOptions = {
  format: (input: string) => string;
  /** The error message for a value, or `undefined` when it is fine; checked on blur. */
  validate: (formatted: string) => string | undefined;
  cleanPaste?: (text: string) => string;
  /** What `onValueChange` gives out (default: the formatted value). */
  output?: (formatted: string) => string;
};

/**
 * Everything a digit-formatting input built on TextField shares: formatting as typed with a steady
 * caret, blur validation (a form's own `error` wins) and tabular digits. Returns the TextField
 * props to spread last, the formatted value, and the caller's other props.
 */
export function useFormattedField<Rest extends object>(
  props: FormattedFieldProps & Rest,
  { format, validate, cleanPaste, output }: FormattedFieldOptions,
) {
  const {
    value,
    defaultValue,
    onValueChange,
    onChange,
    onPaste,
    onBlur,
    ref,
    error,
    inputClassName,
    ...rest
  } = props;
  const input = useFormattedInput({
    value,
    defaultValue,
    format,
    cleanPaste,
    onValueChange:
      onValueChange && ((formatted) => onValueChange(output ? output(formatted) : formatted)),
    ref,
    onChange,
    onPaste,
  });
  const validation = useBlurValidation(input.value, validate);
  const field = {
    ...input,
    error: error ?? validation.error,
    inputClassName: cn('tabular-nums', inputClassName),
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      onBlur?.(event);
      validation.check();
    },
  };
  return { field, value: input.value, rest };
}
