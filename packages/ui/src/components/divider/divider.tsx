import type * as React from 'react';
import { cn } from '../../lib/cn';

export type DividerProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  orientation?: 'horizontal' | 'vertical';
  /** Text in the middle of the line ('or pay with'). */
  label?: React.ReactNode;
  /**
   * A purely visual line is hidden from assistive technology (the default); a semantic one is a
   * `separator` between distinct groups.
   */
  decorative?: boolean;
};

/** A 1 px hairline in the border colour, optionally with a label in the middle. */
export function Divider({
  orientation = 'horizontal',
  label,
  decorative = true,
  className,
  ...props
}: DividerProps) {
  const semantics = decorative
    ? { role: 'none' as const }
    : { role: 'separator' as const, 'aria-orientation': orientation };

  if (label !== undefined && orientation === 'horizontal') {
    return (
      <div
        data-slot="divider"
        data-orientation={orientation}
        className={cn('flex items-center gap-3 text-sm text-muted', className)}
        {...props}
      >
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        <span data-slot="divider-label" className="shrink-0">
          {label}
        </span>
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
    );
  }

  return (
    <div
      data-slot="divider"
      data-orientation={orientation}
      {...semantics}
      className={cn(
        'shrink-0 bg-border',
        orientation === 'horizontal' ? 'h-px w-full' : 'w-px self-stretch',
        className,
      )}
      {...props}
    />
  );
}
