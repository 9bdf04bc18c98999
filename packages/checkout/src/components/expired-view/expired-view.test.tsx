import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../mocks/node';
import { MockCheckoutProviders } from '../../mocks/providers';
import { scenario } from '../../mocks/scenarios';
import { ExpiredView } from './expired-view';

const server = setupMockServer(() => scenario('expired'));

describe('ExpiredView', () => {
  it('words an expired invoice, with the badge and the hint', async () => {
    render(
      <MockCheckoutProviders>
        <ExpiredView />
      </MockCheckoutProviders>,
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Invoice from Northwind Studio has expired',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Expired')).toHaveAttribute('data-tone', 'warning');
    expect(
      screen.getByText('Please contact the requester if this payment request is still valid'),
    ).toBeInTheDocument();
    expect(screen.getByText('Avery Chen')).toBeInTheDocument();
  });

  it('words an expired payment request', async () => {
    server.use(...scenario('expired-payment-request'));
    render(
      <MockCheckoutProviders>
        <ExpiredView />
      </MockCheckoutProviders>,
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Payment request from Harbor Dental Care has expired',
      }),
    ).toBeInTheDocument();
  });
});
