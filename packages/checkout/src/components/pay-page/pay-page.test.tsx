import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../mocks/node';
import { MockCheckoutProviders } from '../../mocks/providers';
import { scenario, type ScenarioName } from '../../mocks/scenarios';
import { PayPage } from './pay-page';

const server = setupMockServer(() => scenario('unpaid-all-methods'));

function renderPage() {
  return render(
    <MockCheckoutProviders>
      <PayPage />
    </MockCheckoutProviders>,
  );
}

describe('PayPage: the main view by status (spec §2)', () => {
  it.each([
    ['unpaid-all-methods', 'Northwind Studio sent you an invoice'],
    ['payment-failed', 'Northwind Studio sent you an invoice'],
    ['unknown-status', 'Northwind Studio sent you an invoice'],
    ['unpaid-payment-request', 'Harbor Dental Care sent you a payment request'],
    ['processing', 'Payment Processing'],
    ['paid', 'Payment complete'],
    ['canceled', 'Northwind Studio canceled this invoice'],
    ['expired', 'Invoice from Northwind Studio has expired'],
    ['not-found', "We couldn't find this payment request."],
    ['collect-error', 'Sorry, we had some trouble loading this payment request.'],
    ['collect-malformed', 'Sorry, we had some trouble loading this payment request.'],
    ['stripe-intent-error', 'Sorry, we had some trouble loading this payment request.'],
    // Each method fails on its own: without a card session the page still loads.
    ['card-session-error', 'Northwind Studio sent you an invoice'],
  ] as const satisfies readonly [ScenarioName, string][])('%s → %s', async (name, heading) => {
    server.use(...scenario(name));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('is a placeholder of the form’s layout while loading', () => {
    server.use(...scenario('collect-loading'));
    const { container } = renderPage();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('[data-slot="pay-page-layout"]')).toHaveAttribute(
      'data-variant',
      'split',
    );
  });
});
