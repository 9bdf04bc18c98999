/**
 * Shared story framing for the checkout screens: a raised panel like the page's payment column,
 * and the switch that adds a 320 px screenshot to the usual two.
 */
import type { Decorator } from '@storybook/react-vite';
import type * as React from 'react';
import { cn } from '@paypage/ui';
import { usePaymentData } from '../state/payment-data';

/**
 * Square, with no border: a story frame whose height changes (content arriving, options
 * expanding) kept slightly different antialiasing on rounded corners from run to run (Chromium
 * re-rasters only what changed), which a pixel-exact screenshot sees. The page stories show the
 * real panels.
 */
const frameClass = 'max-w-md bg-surface-raised p-5 sm:p-6';

/** A component shown in a panel of the payment column's width. */
export const inPaymentPanel: Decorator = (Story) => (
  <div className={frameClass}>
    <Story />
  </div>
);

/** The frame appears with the request (not drawn empty first, then grown). */
function WhenLoaded({ className, children }: { className: string; children: React.ReactNode }) {
  const { loading } = usePaymentData();
  return loading ? null : <div className={className}>{children}</div>;
}

/**
 * `inPaymentPanel` for components that read the payment data: the frame renders once the request
 * has loaded. Put it before `withCheckoutProviders` (it needs the providers around it).
 */
export function inLoadedPanel(className?: string): Decorator {
  return function LoadedPanel(Story) {
    return (
      <WhenLoaded className={cn(frameClass, className)}>
        <Story />
      </WhenLoaded>
    );
  };
}

/**
 * `parameters.chromatic.modes` for stories that must also hold at 320 px (wrapping checks): turns
 * on the `narrow` mode that `.storybook/modes.ts` defines for every story, off by default.
 */
export const WITH_NARROW_MODE = { narrow: { disable: false } } as const;
