import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MOCK_TOKENS, scenario, type ScenarioName } from '@paypage/checkout/mocks';
import { setupMockServer } from '@paypage/checkout/mocks/node';
import { callCounter, renderApp } from './testing/render-app';

const server = setupMockServer(() => scenario('unpaid-all-methods'));
const token = MOCK_TOKENS.invoice;
const main = `/pay/${token}`;

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('the main view by status', () => {
  it.each([
    ['processing', 'Payment Processing'],
    ['paid', 'Payment complete'],
    ['canceled', 'Northwind Studio canceled this invoice'],
    ['expired', 'Invoice from Northwind Studio has expired'],
    ['not-found', "We couldn't find this payment request."],
    ['collect-error', 'Sorry, we had some trouble loading this payment request.'],
  ] as const satisfies readonly [ScenarioName, string][])('%s → %s', async (name, heading) => {
    server.use(...scenario(name));
    const { history } = renderApp(main);
    expect(await h1(heading)).toBeInTheDocument();
    expect(history.entries).toEqual([main]);
  });

  it('an unpaid request shows the payment form, titled with whom to pay and how much', async () => {
    const calls = callCounter(server);
    const { history } = renderApp(main);
    expect(await h1('Northwind Studio sent you an invoice')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pay Northwind Studio — $1,250.00'));
    expect(history.entries).toEqual([main]);
    // StrictMode mounts twice; the request is fetched once.
    expect(calls.collect).toBe(1);
  });

  it('shows a placeholder of the page while loading, with a title of its own', () => {
    server.use(...scenario('collect-loading'));
    renderApp(main);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('main').closest('[aria-busy="true"]')).not.toBeNull();
    expect(document.title).toBe('Payment request');
  });
});

describe('the guards (spec §2): disallowed routes redirect, replacing history', () => {
  it.each([
    ['processing', 'unpaid-all-methods', main],
    ['processing', 'paid', `${main}/receipt`],
    ['processing', 'canceled', main],
    ['complete', 'paid', `${main}/receipt`],
    ['complete', 'unpaid-all-methods', main],
    ['complete', 'processing', main],
    ['receipt', 'unpaid-all-methods', main],
    ['receipt', 'expired', main],
    ['receipt', 'not-found', main],
    ['receipt', 'collect-error', main],
  ] as const satisfies readonly [string, ScenarioName, string][])(
    '/%s of a %s request → %s',
    async (route, name, target) => {
      server.use(...scenario(name));
      const { history } = renderApp(`${main}/${route}`);
      await waitFor(() => expect(history.entries).toEqual([target]));
    },
  );

  it.each([
    ['processing', 'processing', 'Payment Processing'],
    ['receipt', 'processing', 'Receipt of payment'],
    ['receipt', 'paid', 'Receipt of payment'],
  ] as const satisfies readonly [string, ScenarioName, string][])(
    '/%s of a %s request renders',
    async (route, name, heading) => {
      server.use(...scenario(name));
      const { history } = renderApp(`${main}/${route}`);
      expect(await h1(heading)).toBeInTheDocument();
      expect(history.entries).toEqual([`${main}/${route}`]);
    },
  );
});

describe('moving between screens', () => {
  it('View receipt pushes the receipt (Back returns) without loading the request again', async () => {
    server.use(...scenario('paid'));
    const calls = callCounter(server);
    const { history } = renderApp(main);
    await userEvent.click(await screen.findByRole('button', { name: 'View receipt' }));
    expect(await h1('Receipt of payment')).toBeInTheDocument();
    expect(history.entries).toEqual([main, `${main}/receipt`]);
    expect(calls.collect).toBe(1);
  });

  it('titles each screen and moves focus to its heading after a route change only', async () => {
    server.use(...scenario('paid'));
    const { history } = renderApp(main);
    const complete = await h1('Payment complete');
    // The title is set by the screen's effect, which may run a task after its heading is drawn.
    await waitFor(() => expect(document.title).toBe('Payment complete — Northwind Studio'));
    // First load: the browser's own start, no focus moved.
    expect(complete).not.toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'View receipt' }));
    const receipt = await h1('Receipt of payment');
    await waitFor(() => expect(receipt).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('Receipt — Northwind Studio'));

    act(() => history.push(main));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('Payment complete — Northwind Studio'));
  });

  it('a guard’s redirect on the first load leaves focus alone', async () => {
    server.use(...scenario('paid'));
    const { history } = renderApp(`${main}/complete`);
    const receipt = await h1('Receipt of payment');
    expect(history.entries).toEqual([`${main}/receipt`]);
    expect(receipt).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('a new token starts afresh', async () => {
    server.use(...scenario('paid'));
    const calls = callCounter(server);
    const { history } = renderApp(main);
    await h1('Payment complete');
    act(() => history.push(`/pay/${MOCK_TOKENS.paymentRequest}`));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await h1('Payment complete');
    expect(calls.collect).toBe(2);
  });
});

describe('once per page load', () => {
  it('reports an e-mail link as opened once, and sends the fingerprint once', async () => {
    server.use(...scenario('paid'));
    const calls = callCounter(server);
    const { history } = renderApp(`${main}?tracking=${MOCK_TOKENS.tracking}`);
    await h1('Payment complete');
    await userEvent.click(screen.getByRole('button', { name: 'View receipt' }));
    await h1('Receipt of payment');
    act(() => history.push(`${main}?tracking=${MOCK_TOKENS.tracking}`));
    await h1('Payment complete');
    await waitFor(() => expect(calls.fingerprint).toBe(1));
    expect(calls.linkOpened).toBe(1);
  });

  it('sends no fingerprint for a request that was not found', async () => {
    server.use(...scenario('not-found'));
    const calls = callCounter(server);
    renderApp(`/pay/unknown-token`);
    await h1("We couldn't find this payment request.");
    expect(calls.fingerprint).toBe(0);
  });
});

describe('other addresses', () => {
  it('an address that is not a payment link says so', async () => {
    renderApp('/elsewhere');
    expect(await h1('This page doesn’t exist')).toBeInTheDocument();
    expect(document.title).toBe('Page not found');
  });
});
