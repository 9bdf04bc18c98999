import * as React from 'react';
import {
  CheckoutNavigationProvider,
  LazyProcessingView,
  LazyReceiptView,
  PayPage,
  PaymentDataProvider,
  StatusPageSkeleton,
  trackingTokenFrom,
  useDeviceFingerprint,
  useLinkOpenedTracking,
  usePaymentData,
  useScreenGuard,
  type CheckoutNavigate,
  type PaymentDataStore,
} from '@paypage/checkout';
import type { PayerScreen } from '@paypage/contract';
import { payerPath } from '@paypage/contract/payer-urls';
import { Navigate, useNavigate, useSearchParams } from '../router';
import { documentTitle } from './document-title';
import { useDocumentTitle } from './use-document-title';

/** What a screen shows once its guard lets it render (or while the guard waits for data). */
function ScreenView({ screen }: { screen: PayerScreen }) {
  switch (screen) {
    case 'main':
      return <PayPage />;
    case 'processing':
      return <LazyProcessingView />;
    case 'receipt':
      return <LazyReceiptView />;
    case 'complete':
      // Never renders once the data is in (the guard always leaves it): a placeholder meanwhile.
      return <StatusPageSkeleton />;
  }
}

/**
 * The guard of spec §2 (decided once per navigation and data, a redirect replaces history), the
 * document title and the fingerprint.
 */
function GuardedScreen({ screen }: { screen: PayerScreen }) {
  const data = usePaymentData();
  const decision = useScreenGuard(screen);
  useDocumentTitle(documentTitle(screen, data));
  // Once per page load, after the request loaded (its code is a lazy chunk).
  useDeviceFingerprint(data.paymentRequest ? data.token : null);
  if (decision.type === 'redirect') {
    return <Navigate to={payerPath(data.token, decision.screen)} replace />;
  }
  return <ScreenView screen={screen} />;
}

/** Checkout's screens move the payer to a screen's address (payer-urls), through the router. */
function PayerNavigation({ token, children }: { token: string; children: React.ReactNode }) {
  const navigate = useNavigate();
  const toScreen = React.useCallback<CheckoutNavigate>(
    (screen, options) => navigate(payerPath(token, screen), options),
    [navigate, token],
  );
  return <CheckoutNavigationProvider navigate={toScreen}>{children}</CheckoutNavigationProvider>;
}

export type PayerRouteProps = {
  /** The page's payment data (the server render's, or loaded in the browser). */
  store: PaymentDataStore;
  token: string;
  screen: PayerScreen;
};

/**
 * Every screen of a payment request renders this: the same element type on all four, so moving
 * between them keeps what the screens hold. Keyed by the token: another token starts afresh. An
 * e-mail link's tracking token is reported once per page load.
 */
export function PayerRoute({ store, token, screen }: PayerRouteProps) {
  const search = useSearchParams();
  useLinkOpenedTracking(trackingTokenFrom(search));
  return (
    <PaymentDataProvider key={token} store={store} token={token}>
      <PayerNavigation token={token}>
        <GuardedScreen screen={screen} />
      </PayerNavigation>
    </PaymentDataProvider>
  );
}
