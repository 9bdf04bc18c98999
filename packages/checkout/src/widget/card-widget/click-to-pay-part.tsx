/**
 * The Click to Pay section as a lazy chunk, with its placeholder while it loads (card-flows.tsx
 * renders it), loaded when the widget's `clickToPay` option is given.
 */
import * as React from 'react';
import { Skeleton } from '@paypage/ui';

const Section = React.lazy(() => import('../../click-to-pay/widget-click-to-pay'));

export function WidgetClickToPay(props: React.ComponentProps<typeof Section>) {
  return (
    <React.Suspense
      fallback={<Skeleton shape="block" height={44} className="w-full" data-slot="ctp-chunk" />}
    >
      <Section {...props} />
    </React.Suspense>
  );
}
