import type * as React from 'react';
import { ControlBox, type ControlBoxProps } from '../field/field';

export type FieldBoxProps = Omit<ControlBoxProps, 'prefix'> & {
  /**
   * Fixed text before the control that is not typed, such as '+1'; give it `prefixId` to tie it
   * to the control (`aria-describedby`).
   */
  prefix?: React.ReactNode;
  prefixId?: string;
  /** A slot after the control, for an icon such as a detected brand, or a button. */
  trailing?: React.ReactNode;
};

const present = (node: React.ReactNode) =>
  node !== undefined && node !== null && node !== false && node !== '';

/**
 * The box of a text-like field around any control (an input, or a mount element another
 * document draws in): the kit's border, focus ring, invalid, disabled and read-only looks
 * (`ControlBox`), with an optional fixed prefix and a trailing slot. It knows nothing of what the
 * control holds; the control goes in as `children`.
 */
export function FieldBox({ prefix, prefixId, trailing, children, ...props }: FieldBoxProps) {
  return (
    <ControlBox data-slot="field-box" {...props}>
      {present(prefix) ? (
        <span
          id={prefixId}
          data-slot="field-box-prefix"
          className="flex h-full items-center border-r border-border pr-3 pl-3 text-muted tabular-nums select-none"
        >
          {prefix}
        </span>
      ) : null}
      {children}
      {present(trailing) ? (
        <span
          data-slot="field-box-trailing"
          className="flex h-full shrink-0 items-center gap-2 pr-3"
        >
          {trailing}
        </span>
      ) : null}
    </ControlBox>
  );
}
