// The messages under a control, in a module of their own: a screen that only shows an error
// message (the attachments' 'Error downloading file') does not pull in the whole field.
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { AlertIcon } from '../icon/line-icons';

/** Helper text under a control: what to type, in which format. */
export function FieldHint({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-hint"
      className={cn('text-sm text-muted [overflow-wrap:anywhere]', className)}
      {...props}
    />
  );
}

/** The error under a control: what is wrong and how to fix it, with an alert icon. */
export function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-error"
      className={cn('flex items-start gap-1.5 text-sm font-medium text-critical', className)}
      {...props}
    >
      <AlertIcon className="mt-0.5 size-4" />
      <span>{children}</span>
    </p>
  );
}
