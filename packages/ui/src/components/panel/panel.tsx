import type * as React from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cn } from '../../lib/cn';

type WithAsChild = { asChild?: boolean };

/**
 * A raised surface: white on the canvas, a 1 px hairline, 12 px radius and the lightest shadow.
 * Compose it from PanelHeader (title, description, actions), PanelBody and PanelFooter; each
 * pads itself (20 px on phones, 24 px above), so sections can be left out freely.
 */
export function Panel({
  className,
  asChild,
  ...props
}: React.ComponentProps<'section'> & WithAsChild) {
  const Comp = asChild ? Slot : 'section';
  return (
    <Comp
      data-slot="panel"
      className={cn(
        'flex flex-col rounded-lg border border-border bg-surface-raised text-text shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export type PanelHeaderProps = React.ComponentProps<'div'> & {
  /** Actions at the header's end (a 'Download PDF' button). */
  actions?: React.ReactNode;
};

export function PanelHeader({ className, actions, children, ...props }: PanelHeaderProps) {
  return (
    <div
      data-slot="panel-header"
      className={cn(
        'flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-5 pt-5 sm:px-6 sm:pt-6 [&:last-child]:pb-5 sm:[&:last-child]:pb-6',
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">{children}</div>
      {actions ? (
        <div data-slot="panel-actions" className="flex shrink-0 items-center gap-2">
          {actions}
        </div>
      ) : null}
    </div>
  );
}

/** The panel's heading: an `h2` by default (`asChild` to render another level). */
export function PanelTitle({
  className,
  asChild,
  ...props
}: React.ComponentProps<'h2'> & WithAsChild) {
  const Comp = asChild ? Slot : 'h2';
  return (
    <Comp
      data-slot="panel-title"
      className={cn('text-lg font-semibold tracking-tight text-text', className)}
      {...props}
    />
  );
}

export function PanelDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="panel-description" className={cn('text-sm text-muted', className)} {...props} />
  );
}

export function PanelBody({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="panel-body" className={cn('p-5 sm:p-6', className)} {...props} />;
}

/** Actions or a note under a hairline, on the sunken surface. */
export function PanelFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="panel-footer"
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-b-lg border-t border-border bg-surface-sunken px-5 py-4 text-sm text-muted sm:px-6',
        className,
      )}
      {...props}
    />
  );
}
