import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const spinnerVariants = cva('inline-block shrink-0 animate-spin', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-5',
      lg: 'size-8',
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** Announced to screen readers. Without it the spinner is decorative (`aria-hidden`). */
    label?: string;
  };

/** A circular activity indicator drawn in the current text colour. */
export function Spinner({ className, size, label, ...props }: SpinnerProps) {
  const decorative = label === undefined;
  return (
    <span
      data-slot="spinner"
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative ? true : undefined}
      className={cn('inline-flex items-center', className)}
      {...props}
    >
      <svg viewBox="0 0 24 24" fill="none" className={spinnerVariants({ size })} aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {decorative ? null : <span className="sr-only">{label}</span>}
    </span>
  );
}
