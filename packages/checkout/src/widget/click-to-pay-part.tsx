/**
 * The Click to Pay section as a lazy chunk, with its placeholder while it loads (card-flows.tsx
 * renders it): the app splits it off; the embeddable builds make this module a lazy part of their
 * own (scripts/build-widget.mjs LAZY_PARTS), loaded when the widget's `clickToPay` option is
 * given, so neither the section nor its placeholder is in their first files.
 */
import * as React from 'react';
import { Skeleton } from '@paypage/ui';

const Section = React.lazy(() => import('../click-to-pay/widget-click-to-pay'));

export function WidgetClickToPay(props: React.ComponentProps<typeof Section>) {
  return (
    <React.Suspense
      fallback={<Skeleton shape="block" height={44} className="w-full" data-slot="ctp-chunk" />}
    >
      <Section {...props} />
    </React.Suspense>
  );
}
