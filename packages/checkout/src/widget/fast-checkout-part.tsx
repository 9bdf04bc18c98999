/**
 * The fast-checkout sign-up as a lazy chunk (card-flows.tsx renders it inside a Suspense): the
 * app splits it off; the embeddable builds make this module a lazy part of their own
 * (scripts/build-widget.mjs LAZY_PARTS), loaded when the widget's `fastCheckout` option is given.
 */
import * as React from 'react';

export const FastCheckoutSection = React.lazy(() =>
  import('../fast-checkout/fast-checkout-section').then((module) => ({
    default: module.FastCheckoutSection,
  })),
);
