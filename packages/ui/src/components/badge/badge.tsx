import type * as React from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

export const badgeVariants = cva(
  [
    'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full font-medium whitespace-nowrap',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
  ],
  {
    variants: {
      /** The meaning, not the colour: each tone is its text colour on its own subtle fill. */
      tone: {
        neutral: 'bg-neutral-subtle text-neutral',
        info: 'bg-info-subtle text-info',
        success: 'bg-success-subtle text-success',
        warning: 'bg-warning-subtle text-warning',
        critical: 'bg-critical-subtle text-critical',
        /** The page's own brand (a merchant's colour where one is set): a cue, not a status. */
        brand: 'bg-brand-subtle text-brand-text',
      },
      size: {
        sm: 'px-2 py-0.5 text-xs [&_svg]:size-3.5',
        md: 'px-2.5 py-1 text-sm [&_svg]:size-4',
      },
    },
    defaultVariants: { tone: 'neutral', size: 'sm' },
  },
);

export type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** A small dot in the tone's colour before the text (a status light). */
    dot?: boolean;
    /** Render the single child (a link, a `<time>`) with the badge's look. */
    asChild?: boolean;
  };

/**
 * A short status label: 'Due today', '3 days overdue', 'Processing', 'Sent'. The text says the
 * status; the tone only reinforces it (colour is never the only signal).
 */
export function Badge({
  className,
  tone,
  size,
  dot = false,
  asChild,
  children,
  ...props
}: BadgeProps) {
  const Comp = asChild ? Slot : 'span';
  return (
    <Comp
      data-slot="badge"
      data-tone={tone ?? 'neutral'}
      className={cn(badgeVariants({ tone, size }), className)}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {dot ? (
            <span
              data-slot="badge-dot"
              aria-hidden="true"
              className="size-1.5 rounded-full bg-current"
            />
          ) : null}
          {children}
        </>
      )}
    </Comp>
  );
}
