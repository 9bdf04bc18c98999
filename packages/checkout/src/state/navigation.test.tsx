import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutNavigationProvider, useCheckoutNavigation } from './navigation';

function GoToProcessing() {
  const navigate = useCheckoutNavigation();
  return (
    <button type="button" onClick={() => navigate('processing', { replace: true })}>
      Pay
    </button>
  );
}

describe('useCheckoutNavigation', () => {
  it('calls the navigate function the app provides', async () => {
    const navigate = vi.fn();
    render(
      <CheckoutNavigationProvider navigate={navigate}>
        <GoToProcessing />
      </CheckoutNavigationProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(navigate).toHaveBeenCalledWith('processing', { replace: true });
  });

  it('says where it is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<GoToProcessing />)).toThrow(/CheckoutNavigationProvider/);
  });
});
