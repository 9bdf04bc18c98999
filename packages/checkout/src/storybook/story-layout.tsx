/**
 * Shared story framing for the checkout screens: a raised panel like the page's payment column,
 * and the viewport modes that add a 320 px screenshot to the usual two.
 */
import type { Decorator } from '@storybook/react-vite';

/** A component shown in a panel of the payment column's width. */
export const inPaymentPanel: Decorator = (Story) => (
  <div className="max-w-md rounded-lg border border-border bg-surface-raised p-5 sm:p-6">
    <Story />
  </div>
);

/** `parameters.chromatic.modes` for stories that must also hold at 320 px (wrapping checks). */
export const WITH_NARROW_MODE = {
  narrow: { viewport: { width: 320, height: 640 } },
  mobile: { viewport: { width: 375, height: 812 } },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;
