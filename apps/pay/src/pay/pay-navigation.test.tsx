import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ApiClientProvider,
  createApiClient,
  PaymentDataProvider,
  useCheckoutNavigation,
  usePaymentData,
  useRouteGuard,
  type PayRoute,
} from '@paypage/checkout';
import { invoiceRequest, MOCK_TOKENS, scenario } from '@paypage/checkout/mocks';
import { setupMockServer } from '@paypage/checkout/mocks/node';
import { createMemoryHistory, Router } from '../router';
import { PayNavigation } from './pay-navigation';

const server = setupMockServer(() => scenario('unpaid-all-methods'));
const main = `/pay/${MOCK_TOKENS.invoice}`;

/** A screen that pays (navigates as a payment step does) and shows its guard's decision. */
function Probe({ route }: { route: PayRoute }) {
  const navigate = useCheckoutNavigation();
  const { paymentRequest, loading } = usePaymentData();
  const decision = useRouteGuard(route);
  return (
    <>
      <p>
        {route}: {loading ? 'loading' : paymentRequest?.status} {decision.type}
      </p>
      <button type="button" onClick={() => navigate('processing', { replace: true })}>
        Paid
      </button>
      <button type="button" onClick={() => navigate('receipt')}>
        Receipt
      </button>
    </>
  );
}

function element(route: PayRoute) {
  return (
    <PaymentDataProvider token={MOCK_TOKENS.invoice}>
      <PayNavigation>
        <Probe route={route} />
      </PayNavigation>
    </PaymentDataProvider>
  );
}

function setup() {
  const history = createMemoryHistory(main);
  render(
    <ApiClientProvider client={createApiClient()}>
      <Router
        history={history}
        routes={[
          { path: '/pay/:token', element: element('main') },
          { path: '/pay/:token/processing', element: element('processing') },
          { path: '/pay/:token/receipt', element: element('receipt') },
        ]}
        notFound={null}
        errorElement={() => null}
      />
    </ApiClientProvider>,
  );
  return history;
}

describe('PayNavigation', () => {
  it('goes to the route’s address, replacing history when asked', async () => {
    server.use(...scenario('processing'));
    const history = setup();
    await screen.findByText('main: PROCESSING render');
    await userEvent.click(screen.getByRole('button', { name: 'Receipt' }));
    expect(await screen.findByText('receipt: PROCESSING render')).toBeInTheDocument();
    expect(history.entries).toEqual([main, `${main}/receipt`]);
  });

  it('loads the data again when the data in hand would not allow the target (just paid)', async () => {
    let status = 'UNPAID';
    server.use(
      http.get('*/api/v1/collect/:token', () => HttpResponse.json({ ...invoiceRequest, status })),
    );
    const history = setup();
    await screen.findByText('main: UNPAID render');

    status = 'PROCESSING'; // The payment went through on the server.
    await userEvent.click(screen.getByRole('button', { name: 'Paid' }));
    // Not sent back by a guard judging stale data: it waits for the fresh request.
    await waitFor(() => expect(screen.getByText('processing: PROCESSING render')).toBeVisible());
    expect(history.entries).toEqual([`${main}/processing`]);
  });
});
