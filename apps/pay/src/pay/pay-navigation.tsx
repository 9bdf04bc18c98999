import * as React from 'react';
import {
  CheckoutNavigationProvider,
  guardRoute,
  payPath,
  usePaymentData,
  type CheckoutNavigate,
} from '@paypage/checkout';
import { useNavigate } from '../router';

/**
 * How checkout screens move between the routes of the request: the router's navigate to
 * `payPath(token, route)`. When the data in hand would not allow the target (the screen just
 * paid: the data still says UNPAID while the target is ./processing), the data is loaded again
 * so the target's guard judges the request as the server now has it.
 */
export function PayNavigation({ children }: { children: React.ReactNode }) {
  const routerNavigate = useNavigate();
  const { token, loading, error, paymentRequest, refresh } = usePaymentData();

  const navigate = React.useCallback<CheckoutNavigate>(
    (route, options = {}) => {
      const stale =
        guardRoute(route, token, { loading, error, paymentRequest }).type === 'redirect';
      routerNavigate(payPath(token, route), { replace: options.replace });
      if (stale) refresh();
    },
    [routerNavigate, token, loading, error, paymentRequest, refresh],
  );

  return <CheckoutNavigationProvider navigate={navigate}>{children}</CheckoutNavigationProvider>;
}
