/**
 * The fast-checkout sign-up as a lazy chunk (card-flows.tsx renders it inside a Suspense), loaded
 * when the widget's `fastCheckout` option is given.
 */
import * as React from 'react';

export const FastCheckoutSection = React.lazy(() =>
  import('../../fast-checkout/fast-checkout-section').then((module) => ({
    default: module.FastCheckoutSection,
  })),
);
