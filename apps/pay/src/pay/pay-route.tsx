import {
  LazyReceiptView,
  PayPage,
  PaymentDataProvider,
  LazyProcessingView,
  StatusPageSkeleton,
  trackingTokenFrom,
  useDeviceFingerprint,
  useLinkOpenedTracking,
  usePaymentData,
  useRouteGuard,
  type PayRoute,
} from '@paypage/checkout';
import { Navigate, useParams, useSearchParams } from '../router';
import { documentTitle } from './document-title';
import { useInitialPaymentData } from './initial-payment-data';
import { PayNavigation } from './pay-navigation';
import { useDocumentTitle } from './use-document-title';

/** The screen of a route once its guard lets it render (or while the guard waits for data). */
function RouteScreen({ route }: { route: PayRoute }) {
  switch (route) {
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

/** The guard of spec §2 (redirect with replace), the document title and the fingerprint. */
function GuardedScreen({ route }: { route: PayRoute }) {
  const data = usePaymentData();
  const decision = useRouteGuard(route);
  useDocumentTitle(documentTitle(route, data));
  // Once per page load, after the request loaded (its code is a lazy chunk).
  useDeviceFingerprint(data.paymentRequest ? data.token : null);
  if (decision.type === 'redirect') return <Navigate to={decision.path} replace />;
  return <RouteScreen route={route} />;
}

/**
 * Every route of a payment request renders this: the same element type on all four, so moving
 * between them keeps the loaded data. The data is keyed by the token, so another token starts
 * afresh. An e-mail link's tracking token is reported once per page load.
 */
export function PayRouteElement({ route }: { route: PayRoute }) {
  const { token = '' } = useParams<{ token: string }>();
  const search = useSearchParams();
  useLinkOpenedTracking(trackingTokenFrom(search));
  const initialData = useInitialPaymentData(token);
  return (
    <PaymentDataProvider key={token} token={token} initialData={initialData}>
      <PayNavigation>
        <GuardedScreen route={route} />
      </PayNavigation>
    </PaymentDataProvider>
  );
}
