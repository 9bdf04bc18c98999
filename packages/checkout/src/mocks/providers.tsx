import * as React from 'react';
import { createApiClient, type ApiClient } from '../api/client';
import type { Today } from '../format/today';
import { ApiClientProvider } from '../state/api-client';
import { CheckoutNavigationProvider, type CheckoutNavigate } from '../state/navigation';
import { PaymentDataProvider, PaymentDataStore } from '../state/payment-data';
import { TodayProvider } from '../state/today';
import { MOCK_TODAY, MOCK_TOKENS } from './fixtures';

export type MockCheckoutProvidersProps = {
  /** The payment request token (any token works with the scenarios' handlers). */
  token?: string;
  /** Today for dates and badges; the stories' 2026-11-22 in New York by default. */
  today?: Today;
  /** A client of its own (so nothing is shared between stories or tests); made once if absent. */
  client?: ApiClient;
  /** Where checkout components navigate (a story passes `fn()`); does nothing by default. */
  navigate?: CheckoutNavigate;
  children?: React.ReactNode;
};

const stayHere: CheckoutNavigate = () => undefined;

/**
 * What the app wraps a page in, for stories and tests: a client, a fixed today and the payment
 * data of `token` from a store of its own. The calls are answered by the MSW handlers of the
 * story or test.
 */
export function MockCheckoutProviders({
  token = MOCK_TOKENS.invoice,
  today = MOCK_TODAY,
  client,
  navigate = stayHere,
  children,
}: MockCheckoutProvidersProps) {
  const [store] = React.useState(() => new PaymentDataStore(client ?? createApiClient()));
  return (
    <ApiClientProvider client={store.client}>
      <TodayProvider today={today}>
        <CheckoutNavigationProvider navigate={navigate}>
          <PaymentDataProvider store={store} token={token}>
            {children}
          </PaymentDataProvider>
        </CheckoutNavigationProvider>
      </TodayProvider>
    </ApiClientProvider>
  );
}
