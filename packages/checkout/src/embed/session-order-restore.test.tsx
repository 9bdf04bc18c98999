/**
 * An open order restored after a reload: the session widget finds the order its tab
 * kept for the session, asks `v1/order/status`, and continues it — Pay names what is left, the
 * gift card's part shows; an expired order is told and the payment starts afresh.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { RESPONSE_EXAMPLES, exampleOrder } from '@paypage/contract/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionCardWidget } from './index';
import { ORDER_EXPIRED } from '../widget/order/restore-order';

const session = { id: 'CS0123456789ABCDEF01234567', sessionData: 'Ab02first' };
const context = 'http://localhost:3000/api/v1';
const setupAnswer = {
  ...RESPONSE_EXAMPLES['POST /sandbox/adyen/sessions/:id/setup'],
  amount: exampleOrder.amount,
};
const statusAnswer = RESPONSE_EXAMPLES['POST /sandbox/adyen/v1/order/status'];
const KEY = `paypage-order:${session.id}`;

function answering(status: unknown) {
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const address = String(url);
    const body = address.includes('/setup')
      ? setupAnswer
      : address.includes('/v1/order/status')
        ? status
        : { checkoutAttemptId: `ca_${'0'.repeat(32)}` };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const mount = () =>
  render(
    <SessionCardWidget
      session={session}
      clientKey="sandbox_paypage_local"
      environment="sandbox"
      context={context}
      giftCards
    />,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('an order kept over a reload', () => {
  it('is continued: Pay names what is left, the gift card paid part', async () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        orderData: exampleOrder.orderData,
        pspReference: exampleOrder.pspReference,
      }),
    );
    const fetch = answering(statusAnswer);
    mount();
    expect(await screen.findByRole('button', { name: 'Pay $1,200.00' })).toBeInTheDocument();
    const order = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-slot="gift-card-order"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(within(order).getByText('Paid with gift card')).toBeInTheDocument();
    expect(within(order).getByText('$50.00')).toBeInTheDocument();
    const statusCall = fetch.mock.calls.find(([url]) => String(url).includes('order/status'));
    expect(String(statusCall?.[0])).toBe(
      `${context}/sandbox/adyen/v1/order/status?clientKey=sandbox_paypage_local`,
    );
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
  });

  it('expired: the payer is told, and pays the whole amount', async () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({
        orderData: exampleOrder.orderData,
        pspReference: exampleOrder.pspReference,
      }),
    );
    answering({ ...statusAnswer, status: 'expired' });
    mount();
    expect(await screen.findByRole('button', { name: 'Pay $1,250.00' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ORDER_EXPIRED.title);
    expect(screen.getByRole('alert')).toHaveTextContent(ORDER_EXPIRED.message);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('none kept: no status call, the whole amount', async () => {
    const fetch = answering(statusAnswer);
    mount();
    expect(await screen.findByRole('button', { name: 'Pay $1,250.00' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('order/status'))).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
