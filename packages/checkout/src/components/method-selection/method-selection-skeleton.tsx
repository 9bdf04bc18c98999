import type * as React from 'react';
import { Skeleton } from '@paypage/ui';
import type { PaymentOption } from '../../payment-request/methods';

/**
 * The height of each option's radio card, in px, on phones and from 768 px (measured on the loaded
 * cards: the card option carries the brand marks under its helper text).
 */
export const OPTION_CARD_HEIGHTS = {
  card: { phone: 130, desktop: 110 },
  bank: { phone: 120, desktop: 100 },
  ach: { phone: 120, desktop: 100 },
  wire: { phone: 120, desktop: 100 },
} as const satisfies Record<PaymentOption, { phone: number; desktop: number }>;

export type MethodSelectionSkeletonProps = {
  /** The options that will show (card and bank when unknown: the usual request). */
  options?: readonly PaymentOption[];
  /** Whether 'More options' will show under them. */
  more?: boolean;
};

/**
 * The method selection at its final size while its radio cards load (they are a chunk of their
 * own) or while the request loads: the title, a card per option, 'More options', the button.
 * Hidden from assistive technology (the page says 'Loading…' once).
 */
export function MethodSelectionSkeleton({
  options = ['card', 'bank'],
  more = true,
}: MethodSelectionSkeletonProps) {
  return (
    <div data-slot="method-selection-skeleton" aria-hidden="true" className="flex flex-col gap-5">
      <Skeleton shape="text" className="text-lg" width="13rem" />
      {options.length > 0 ? (
        <div className="flex flex-col gap-3">
          {options.map((option) => (
            <Skeleton
              key={option}
              shape="block"
              className="h-(--option-height) rounded-lg md:h-(--option-height-md)"
              style={
                {
                  '--option-height': `${OPTION_CARD_HEIGHTS[option].phone}px`,
                  '--option-height-md': `${OPTION_CARD_HEIGHTS[option].desktop}px`,
                } as React.CSSProperties
              }
            />
          ))}
          {more ? <Skeleton shape="text" className="text-sm" width="6.5rem" /> : null}
        </div>
      ) : (
        <Skeleton shape="text" className="text-sm" width="100%" />
      )}
      <Skeleton shape="block" className="h-12" />
    </div>
  );
}
