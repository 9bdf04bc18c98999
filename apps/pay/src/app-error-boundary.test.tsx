import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_TOKENS, scenario } from '@paypage/checkout/mocks';
import { setupMockServer } from '@paypage/checkout/mocks/node';
import type * as Checkout from '@paypage/checkout';
import { renderApp } from './testing/render-app';

// A screen that fails to render: the main view throws for one token.
vi.mock('@paypage/checkout', async (importOriginal) => {
  const original = await importOriginal<typeof Checkout>();
  function PayPage() {
    const { token } = original.usePaymentData();
    if (token === 'broken') throw new Error('Cannot read properties of undefined');
    return <original.PayPage />;
  }
  return { ...original, PayPage };
});

setupMockServer(() => scenario('paid'));

describe('the error boundary', () => {
  it('shows Unexpected Application Error! when a screen fails, and recovers on navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { history } = renderApp('/pay/broken');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(document.title).toBe('Unexpected error');

    act(() => history.push(`/pay/${MOCK_TOKENS.invoice}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment complete' }),
    ).toBeInTheDocument();
  });
});
