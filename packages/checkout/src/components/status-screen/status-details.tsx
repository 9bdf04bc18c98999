import type * as React from 'react';
import { cn, Skeleton } from '@paypage/ui';

/** Facts of a status screen or a receipt: label and value rows on a sunken, hairlined box. */
export function StatusDetails({ className, ...props }: React.ComponentProps<'dl'>) {
  return (
    <dl
      data-slot="status-details"
      className={cn(
        'flex flex-col divide-y divide-border rounded-md border border-border bg-surface-sunken px-4 text-sm',
        className,
      )}
      {...props}
    />
  );
}

export type StatusDetailProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  children: React.ReactNode;
  /** Amounts and numbers in tabular figures. */
  numeric?: boolean;
  /** A value still on its way: a placeholder of a typical width in its place. */
  pending?: boolean;
  /** Label above value, left-aligned (long text: a note); by default side by side. */
  stacked?: boolean;
};

export function StatusDetail({
  label,
  numeric = false,
  pending = false,
  stacked = false,
  className,
  children,
  ...props
}: StatusDetailProps) {
  return (
    <div
      data-slot="status-detail"
      className={cn(
        'flex flex-wrap gap-y-0.5 py-3',
        stacked ? 'flex-col' : 'items-baseline justify-between gap-x-6',
        className,
      )}
      {...props}
    >
      <dt className="shrink-0 text-muted">{label}</dt>
      {/* Beside its label while it fits, else on the next line (still at the end). */}
      <dd
        className={cn(
          'min-w-0 [overflow-wrap:anywhere]',
          stacked ? 'whitespace-pre-line' : 'ml-auto text-right font-medium',
          numeric && 'tabular-nums',
        )}
      >
        {pending ? <Skeleton shape="text" width="7.5rem" /> : children}
      </dd>
    </div>
  );
}
