import type * as React from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { cn } from '../../lib/cn';

export type TooltipProviderProps = React.ComponentProps<typeof TooltipPrimitive.Provider>;

/** Shares the open delay between tooltips (moving from one trigger to the next skips it). */
export function TooltipProvider({ delayDuration = 300, ...props }: TooltipProviderProps) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

export type TooltipProps = React.ComponentProps<typeof TooltipPrimitive.Root>;

/**
 * A tooltip on Radix Tooltip: opens on hover and keyboard focus, closes on Escape, and is read as
 * the trigger's description. It carries its own provider, so it works anywhere; wrap a screen in
 * `TooltipProvider` to share the delay. Tooltips hold hints, never the only copy of information
 * (touch screens have no hover).
 */
export function Tooltip(props: TooltipProps) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root data-slot="tooltip" {...props} />
    </TooltipProvider>
  );
}

export function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

export type TooltipContentProps = React.ComponentProps<typeof TooltipPrimitive.Content>;

/** The bubble: dark, small, with an arrow, kept 8 px from the screen edges. */
export function TooltipContent({
  className,
  sideOffset = 6,
  collisionPadding = 8,
  children,
  ...props
}: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 max-w-64 rounded-md bg-text px-2.5 py-1.5 text-sm font-medium text-surface shadow-md',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow width={10} height={5} className="fill-text" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
