import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_TOKENS, scenario } from '@paypage/checkout/mocks';
import { setupMockServer } from '@paypage/checkout/mocks/node';
// Checkout's guard rule itself, spied on where the store calls it (its behaviour unchanged).
import * as guards from '../../../packages/checkout/src/payment-request/guards';
import { callCounter, renderApp } from './testing/render-app';

vi.mock('../../../packages/checkout/src/payment-request/guards', { spy: true });

const server = setupMockServer(() => scenario('paid'));
const main = `/pay/${MOCK_TOKENS.invoice}`;
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The guard's evaluations so far, as "screen on loading|loaded data". */
function evaluations() {
  return vi
    .mocked(guards.guardScreen)
    .mock.calls.map(([screen, data]) => `${screen} on ${data.loading ? 'loading' : 'loaded'}`);
}

describe('guards run once per navigation (StrictMode renders everything twice)', () => {
  it('each screen is guarded once per state of the data, and one request serves them all', async () => {
    vi.mocked(guards.guardScreen).mockClear();
    const calls = callCounter(server);
    const { history } = renderApp(`${main}/complete`);
    // The complete screen waits while loading, then leaves for the receipt.
    expect(await h1('Receipt of payment')).toBeInTheDocument();
    expect(history.entries).toEqual([`${main}/receipt`]);
    expect(evaluations()).toEqual([
      'complete on loading',
      'complete on loaded',
      'receipt on loaded',
    ]);

    act(() => history.push(main));
    await userEvent.click(await screen.findByRole('button', { name: 'View receipt' }));
    await h1('Receipt of payment');
    // main is guarded once; back on the receipt with the same data, its decision stands.
    expect(evaluations().slice(3)).toEqual(['main on loaded']);
    await waitFor(() => expect(calls.collect).toBe(1));
  });
});
