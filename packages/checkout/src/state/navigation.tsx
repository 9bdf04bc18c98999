/**
 * How checkout components move the payer between the screens of a payment request without
 * knowing the router or the addresses: the app provides `navigate(screen, { replace })` (it
 * turns the screen into its address), components call `useCheckoutNavigation()`.
 */
import type { PayerScreen } from '@paypage/contract';
import * as React from 'react';

export type CheckoutNavigateOptions = { replace?: boolean };
export type CheckoutNavigate = (screen: PayerScreen, options?: CheckoutNavigateOptions) => void;

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

/** The app's navigation between the screens of the current payment request. */
export function useCheckoutNavigation(): CheckoutNavigate {
  const navigate = React.use(NavigationContext);
  if (!navigate) {
    throw new Error('useCheckoutNavigation must be used inside <CheckoutNavigationProvider>.');
  }
  return navigate;
}
