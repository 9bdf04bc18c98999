import * as React from 'react';
import { Skeleton, SkeletonText } from '@paypage/ui';
import { breadcrumbSubStep } from '../../payment-request/methods';
import { StepHeadingRow } from '../../step-heading/step-heading';
import type { MethodStep } from './step-chunks';

/**
 * The height of each step while its chunk loads, in px, on phones and from 768 px (measured on the
 * loaded steps of the sample invoice, so the page does not jump): the card form (with wallets and
 * the saved-card consent), the bank-link widget (263 px, spec §9) under its heading, the ACH and
 * wire panels. The chunks are prefetched when their option is selected, so this rarely shows.
 */
export const STEP_PLACEHOLDER_HEIGHTS = {
  payByCard: { phone: 1316, desktop: 960 },
  payByBank: { phone: 307, desktop: 307 },
  payByACH: { phone: 516, desktop: 476 },
  payByWire: { phone: 1007, desktop: 919 },
} as const satisfies Record<MethodStep, { phone: number; desktop: number }>;

/** Runs `run` once mounted: inside a Suspense boundary, once its content has arrived. */
export function OnMount({ run }: { run: () => void }) {
  React.useEffect(() => run(), [run]);
  return null;
}

/** The step's final size while its chunk loads, announced once as loading. */
export function StepPlaceholder({ step, onMount }: { step: MethodStep; onMount: () => void }) {
  const label = breadcrumbSubStep(step);
  return (
    <div
      data-slot="step-placeholder"
      role="status"
      aria-busy="true"
      className="flex h-(--step-height) flex-col gap-4 outline-none md:h-(--step-height-md)"
      style={
        {
          '--step-height': `${STEP_PLACEHOLDER_HEIGHTS[step].phone}px`,
          '--step-height-md': `${STEP_PLACEHOLDER_HEIGHTS[step].desktop}px`,
        } as React.CSSProperties
      }
    >
      <span className="sr-only">Loading {label}…</span>
      {/* The back arrow and a heading, two lines of text, then the body below them. */}
      <StepHeadingRow>
        <Skeleton shape="text" width="10rem" className="text-lg" />
      </StepHeadingRow>
      <SkeletonText lines={2} className="text-sm" />
      <Skeleton shape="block" className="w-full flex-1" />
      <OnMount run={onMount} />
    </div>
  );
}
