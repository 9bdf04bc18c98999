import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../mocks/node';
import { MockCheckoutProviders } from '../../mocks/providers';
import { scenario } from '../../mocks/scenarios';
import { ProcessingView } from './processing-view';

const server = setupMockServer(() => scenario('processing'));

describe('ProcessingView', () => {
  it('is a placeholder while loading, then the processing screen of the request', async () => {
    render(
      <MockCheckoutProviders>
        <ProcessingView />
      </MockCheckoutProviders>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Processing' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    // The sentence is one paragraph (the merchant's name isolated inside it).
    expect(screen.getByText(/^We're processing your payment/).closest('p')).toHaveTextContent(
      "We're processing your payment to Northwind Studio. It will take 3-4 business days for the funds to be debited.",
    );
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(
      screen.getByText('Your receipt will be created once the payment is complete.'),
    ).toBeInTheDocument();
    expect(screen.getByText('$1,250.00')).toBeInTheDocument();
  });

  it('names the merchant of the request', async () => {
    server.use(...scenario('paid-by-bank'));
    render(
      <MockCheckoutProviders>
        <ProcessingView />
      </MockCheckoutProviders>,
    );
    const merchant = await within(screen.getByRole('main')).findByText('Harbor Dental Care');
    expect(merchant.tagName).toBe('BDI');
    expect(merchant.closest('p')).toHaveTextContent(/to Harbor Dental Care\./);
    expect(screen.getByRole('banner')).toHaveTextContent('Harbor Dental Care');
  });
});
