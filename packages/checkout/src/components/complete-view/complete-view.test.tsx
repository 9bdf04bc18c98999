import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupMockServer } from '../../mocks/node';
import { MockCheckoutProviders } from '../../mocks/providers';
import { scenario } from '../../mocks/scenarios';
import { CompleteView } from './complete-view';

setupMockServer(() => scenario('paid'));

describe('CompleteView', () => {
  it('says the payment was sent and goes to the receipt', async () => {
    const navigate = vi.fn();
    render(
      <MockCheckoutProviders navigate={navigate}>
        <CompleteView />
      </MockCheckoutProviders>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment complete' }),
    ).toBeInTheDocument();
    expect(screen.getByText("We've sent your payment to Northwind Studio.")).toBeInTheDocument();
    expect(screen.getByText('Sent')).toHaveAttribute('data-tone', 'success');
    await userEvent.click(screen.getByRole('button', { name: 'View receipt' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('receipt');
  });

  it('renders nothing before the request has arrived', () => {
    const { container } = render(
      <MockCheckoutProviders>
        <CompleteView />
      </MockCheckoutProviders>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
