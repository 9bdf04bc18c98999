/**
 * How checkout components move the payer between the screens of a payment request without
 * knowing the router: the app provides `navigate(route, { replace })` (see `payPath` for the
 * addresses), components call `useCheckoutNavigation()`.
 */
import * as React from 'react';
import type { PayRoute } from '../payment-request/guards';

export type CheckoutNavigateOptions = { replace?: boolean };
export type CheckoutNavigate = (route: PayRoute, options?: CheckoutNavigateOptions) => void;

const NavigationContext = React.createContext<CheckoutNavigate | null>(null);

export type CheckoutNavigationProviderProps = {
  navigate: CheckoutNavigate;
  children?: React.ReactNode;
};

export function CheckoutNavigationProvider({
  navigate,
  children,
}: CheckoutNavigationProviderProps) {
  return <NavigationContext value={navigate}>{children}</NavigationContext>;
}

/** The app's navigation between the routes of the current payment request. */
export function useCheckoutNavigation(): CheckoutNavigate {
  const navigate = React.use(NavigationContext);
  if (!navigate) {
    throw new Error('useCheckoutNavigation must be used inside <CheckoutNavigationProvider>.');
  }
  return navigate;
}
