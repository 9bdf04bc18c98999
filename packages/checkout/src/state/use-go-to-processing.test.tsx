import { act, renderHook, waitFor } from '@testing-library/react';
import * as React from 'react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMockServer } from '../mocks/node';
import { MockCheckoutProviders } from '../mocks/providers';
import { scenario } from '../mocks/scenarios';
import { usePaymentData } from './payment-data';
import { useGoToProcessing } from './use-go-to-processing';

const server = setupMockServer(() => scenario('unpaid-all-methods'));

/** The hook under the providers; `navigate` records the data shown as it is called. */
function setup() {
  const navigate = vi.fn();
  const rendered = renderHook(
    () => ({ data: usePaymentData(), goToProcessing: useGoToProcessing() }),
    {
      wrapper: ({ children }: { children: React.ReactNode }) => (
        <MockCheckoutProviders navigate={navigate}>{children}</MockCheckoutProviders>
      ),
    },
  );
  return { ...rendered, navigate };
}

describe('useGoToProcessing (after a payment went through)', () => {
  it('re-reads the request, then goes to the processing screen, replacing history', async () => {
    const { result, navigate } = setup();
    await waitFor(() => expect(result.current.data.loading).toBe(false));
    server.use(...scenario('processing'));
    await act(() => result.current.goToProcessing());
    expect(navigate).toHaveBeenCalledExactlyOnceWith('processing', { replace: true });
    expect(result.current.data.paymentRequest?.status).toBe('PROCESSING');
  });

  it('when the request cannot be read, loads everything again (the guard waits) and goes on', async () => {
    const { result, navigate } = setup();
    await waitFor(() => expect(result.current.data.loading).toBe(false));
    // The re-read fails; the next load finds the payment PROCESSING.
    let reads = 0;
    server.use(
      http.get('*/api/v1/collect/:token', () => {
        reads += 1;
        return reads === 1
          ? HttpResponse.json({ message: 'Unavailable' }, { status: 503 })
          : undefined;
      }),
      ...scenario('processing'),
    );
    await act(() => result.current.goToProcessing());
    expect(navigate).toHaveBeenCalledExactlyOnceWith('processing', { replace: true });
    // Not left with the request as it was before paying: loaded again, as the server has it.
    await waitFor(() => expect(result.current.data.paymentRequest?.status).toBe('PROCESSING'));
    expect(reads).toBe(2);
  });
});
