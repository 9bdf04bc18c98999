import * as React from 'react';
import { ArrowLeftIcon, IconButton } from '@paypage/ui';

/** The back arrow's accessible name (chosen). */
export const BACK_TO_PAYMENT_METHODS = 'Back to payment methods';

/**
 * The way back to the method selection, given by the payment form to the step it shows: a step's
 * heading then has the back arrow before it. A step shown on its own (its stories, the widget's
 * tests) has none and its heading stands alone.
 */
const StepBackContext = React.createContext<(() => void) | null>(null);

export function StepBackProvider({
  onBack,
  children,
}: {
  /** `null`: no way back now (a payment may be in flight). */
  onBack: (() => void) | null;
  children: React.ReactNode;
}) {
  return <StepBackContext.Provider value={onBack}>{children}</StepBackContext.Provider>;
}

/**
 * A step's heading row: the back arrow (when the payment form gives the way back), then the
 * heading. The arrow comes first in the focus order; its stroke lies on the column's left edge
 * (-ml-3) and it takes no more height than the heading's line (-my-1).
 */
export function StepHeadingRow({ children }: { children: React.ReactNode }) {
  const back = React.useContext(StepBackContext);
  if (!back) return children;
  return (
    <div data-slot="step-heading" className="flex min-w-0 items-center gap-1">
      <IconButton
        label={BACK_TO_PAYMENT_METHODS}
        variant="ghost"
        size="sm"
        className="-my-1 -ml-3 shrink-0"
        onClick={back}
      >
        <ArrowLeftIcon />
      </IconButton>
      {children}
    </div>
  );
}

export type StepHeadingProps = {
  id: string;
  className?: string;
  children: React.ReactNode;
};

/**
 * A payment step's heading (h2). In the payment form the back arrow stands before it on the same
 * row ( review: one row, the same on every step, 320 px to desktop).
 */
export function StepHeading({ id, className, children }: StepHeadingProps) {
  return (
    <StepHeadingRow>
      <h2 id={id} className={className ?? 'text-lg font-semibold tracking-tight'}>
        {children}
      </h2>
    </StepHeadingRow>
  );
}
