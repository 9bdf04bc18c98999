import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../mocks/node';
import { MockCheckoutProviders } from '../../mocks/providers';
import { scenario } from '../../mocks/scenarios';
import { LoadFailureView } from './load-failure-view';

const server = setupMockServer(() => scenario('collect-error'));

describe('LoadFailureView', () => {
  it('apologises, shows the error, and Try again loads the request again', async () => {
    let collects = 0;
    server.events.on('request:start', ({ request }) => {
      if (/\/collect\/[^/]+$/.test(new URL(request.url).pathname)) collects += 1;
    });
    render(
      <MockCheckoutProviders>
        <LoadFailureView />
      </MockCheckoutProviders>,
    );
    expect(await screen.findByText('Failed to fetch payment data')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Sorry, we had some trouble loading this payment request.',
      }),
    ).toBeInTheDocument();
    expect(collects).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(collects).toBe(2));
    expect(await screen.findByText('Failed to fetch payment data')).toBeInTheDocument();
  });

  it('after a rate limit (429) says to wait and try again, not that the request failed to load', async () => {
    server.use(...scenario('collect-rate-limited'));
    render(
      <MockCheckoutProviders>
        <LoadFailureView />
      </MockCheckoutProviders>,
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Too many attempts. Please wait 30 seconds and try again.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Sorry, we had some trouble loading this payment request.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch payment data')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('names the merchant when the request arrived and a later call failed', async () => {
    server.use(...scenario('stripe-intent-error'));
    render(
      <MockCheckoutProviders>
        <LoadFailureView />
      </MockCheckoutProviders>,
    );
    expect(await screen.findByText('Failed to fetch payment data')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Northwind Studio');
  });
});
