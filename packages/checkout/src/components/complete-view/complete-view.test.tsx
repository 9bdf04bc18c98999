import { render, screen, within } from '@testing-library/react';
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
    // The merchant's name is isolated (a bdi) inside the sentence.
    expect(
      within(screen.getByRole('main')).getByText('Northwind Studio').closest('p'),
    ).toHaveTextContent("We've sent your payment to Northwind Studio.");
    expect(within(screen.getByRole('main')).getByText('Northwind Studio').tagName).toBe('BDI');
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
