import type * as React from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '../../lib/cn';
import { IconButton } from '../button/icon-button';
import { CloseIcon } from '../icon/line-icons';

export type DialogProps = React.ComponentProps<typeof DialogPrimitive.Root>;

/** A modal dialog on Radix Dialog: focus moves in, is trapped, and returns to the trigger. */
export function Dialog(props: DialogProps) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /**
   * Whether Escape, a click outside and the close button dismiss it (the default). A dialog that
   * waits on something (a payment being confirmed) is not dismissible: only its own actions close it.
   */
  dismissible?: boolean;
  /** The label of the corner close button (shown only when dismissible). */
  closeLabel?: string;
};

/** The dialog panel: centred, at most 28 rem wide, scrolls within the screen when tall. */
export function DialogContent({
  dismissible = true,
  closeLabel = 'Close',
  className,
  children,
  onEscapeKeyDown,
  onPointerDownOutside,
  onInteractOutside,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-text/50"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-dismissible={dismissible ? '' : undefined}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-surface-raised p-5 shadow-lg sm:p-6',
          className,
        )}
        onEscapeKeyDown={(event) => {
          if (!dismissible) event.preventDefault();
          onEscapeKeyDown?.(event);
        }}
        onPointerDownOutside={(event) => {
          if (!dismissible) event.preventDefault();
          onPointerDownOutside?.(event);
        }}
        onInteractOutside={(event) => {
          if (!dismissible) event.preventDefault();
          onInteractOutside?.(event);
        }}
        {...props}
      >
        {children}
        {dismissible ? (
          <DialogPrimitive.Close asChild>
            <IconButton label={closeLabel} size="sm" className="absolute top-3 right-3">
              <CloseIcon />
            </IconButton>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-1.5 pr-8', className)}
      {...props}
    />
  );
}

/** The dialog's name (wired to `aria-labelledby` by Radix). */
export function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg font-semibold text-text', className)}
      {...props}
    />
  );
}

/** The dialog's description (wired to `aria-describedby` by Radix). */
export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted', className)}
      {...props}
    />
  );
}

/** Actions: stacked full width on phones (primary on top), in a row on the right above. */
export function DialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        'mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end [&>*]:w-full sm:[&>*]:w-auto',
        className,
      )}
      {...props}
    />
  );
}
