/**
 * The Click to Pay section as a lazy chunk (card-flows.tsx renders it inside a Suspense): the app
 * splits it off; the embeddable builds make this module a lazy part of their own
 * (scripts/build-widget.mjs LAZY_PARTS), loaded when the widget's `clickToPay` option is given.
 */
import * as React from 'react';

export const WidgetClickToPay = React.lazy(() => import('../click-to-pay/widget-click-to-pay'));
