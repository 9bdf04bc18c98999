import * as React from 'react';
import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner/spinner';

export const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap',
    'transition-colors select-none',
    'disabled:cursor-not-allowed aria-busy:cursor-progress',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary:
          'bg-brand text-on-brand shadow-sm hover:bg-brand-hover disabled:bg-neutral-subtle disabled:text-muted disabled:shadow-none',
        secondary:
          'border border-border-strong bg-surface text-text shadow-sm hover:bg-surface-sunken disabled:border-border disabled:text-muted disabled:shadow-none',
        ghost: 'bg-transparent text-text hover:bg-neutral-subtle disabled:text-muted',
        link: 'h-auto rounded-sm bg-transparent px-0 text-brand-text underline-offset-4 hover:underline disabled:text-muted disabled:no-underline',
        destructive:
          'bg-critical text-on-critical shadow-sm hover:bg-critical-hover disabled:bg-neutral-subtle disabled:text-muted disabled:shadow-none',
      },
      size: {
        sm: 'h-9 px-3 text-sm [&_svg]:size-4',
        md: 'h-11 px-4 text-sm [&_svg]:size-4',
        lg: 'h-12 px-6 text-base [&_svg]:size-5',
      },
    },
    compoundVariants: [{ variant: 'link', size: ['sm', 'md', 'lg'], className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a link, say) with the button's look and behaviour. */
    asChild?: boolean;
    /**
     * Shows a spinner in place of the label, keeps the button's width, sets `aria-busy` and ignores
     * further clicks until it ends. The button stays focusable so focus is not lost.
     */
    loading?: boolean;
  };

/** The kit's button: one primary action per view, the rest secondary, ghost or link. */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  type,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';

  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // A second click while the first is still being handled must not act twice.
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    onClick?.(event);
  };

  const spinner = loading ? (
    <span data-slot="button-spinner" className="absolute inset-0 flex items-center justify-center">
      <Spinner size={size === 'lg' ? 'md' : 'sm'} />
    </span>
  ) : null;

  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      data-loading={loading ? '' : undefined}
      aria-busy={loading || undefined}
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={handleClick}
      {...props}
    >
      {asChild ? (
        <Slottable>{children}</Slottable>
      ) : (
        <span
          data-slot="button-label"
          className={cn('inline-flex items-center gap-2', loading && 'opacity-0')}
        >
          {children}
        </span>
      )}
      {spinner}
    </Comp>
  );
}
