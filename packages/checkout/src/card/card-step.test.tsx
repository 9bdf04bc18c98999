import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMockServer } from '../mocks/node';
import { heldCheckingClock } from '../mocks/checking-clock';
import { MockCheckoutProviders } from '../mocks/providers';
import { CheckingClockProvider } from '../state/checking-clock';
import { openMockBlob } from '../mocks/card-key';
import { scenario } from '../mocks/scenarios';
import { connectSimulatedFrames } from '../widget/testing/simulated-frames';
import { CardStep } from './card-step';

vi.mock('@adyen/adyen-web', () => ({
  AdyenCheckout: vi.fn(() => Promise.reject(new Error('Service unavailable'))),
  Card: vi.fn(),
  GooglePay: vi.fn(),
  ApplePay: vi.fn(),
}));

const server = setupMockServer(() => scenario('card-sandbox'));

/** Every request the server sees, as "METHOD /path". */
function requests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api\/v1/, '')}`);
  });
  return seen;
}

function renderStep() {
  const navigate = vi.fn();
  const clock = heldCheckingClock();
  render(
    <MockCheckoutProviders navigate={navigate}>
      <CheckingClockProvider clock={clock}>
        <CardStep />
      </CheckingClockProvider>
    </MockCheckoutProviders>,
  );
  return { navigate, clock };
}

/** Fills the form (the card fields in their secured frames) and presses Pay; the frames. */
async function pay(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.click(await screen.findByLabelText('Name on card', {}, { timeout: 10_000 }));
  await user.paste('Sam Rivera');
  const frames = await connectSimulatedFrames();
  await frames.type('cardNumber', number);
  await frames.type('expiryDate', '0330');
  await frames.type('securityCode', number.startsWith('37') ? '7373' : '737');
  await user.click(screen.getByLabelText('Street address'));
  await user.paste('500 Market St');
  await user.click(screen.getByLabelText('City'));
  await user.paste('San Francisco');
  await user.selectOptions(screen.getByLabelText('State'), 'CA');
  await user.type(screen.getByLabelText('ZIP code'), '94105');
  await user.click(screen.getByRole('button', { name: 'Pay $1,250.00' }));
  return frames;
}

/** The flow's message in place of the form (an alert, or a status for the info ones). */
async function message(): Promise<HTMLElement> {
  const find = () => document.querySelector<HTMLElement>('[data-slot="card-message"]');
  await waitFor(() => expect(find()).not.toBeNull(), { timeout: 5000 });
  return find() as HTMLElement;
}

describe('the card step', () => {
  it('shows Card payment with the marks and the sandbox form of a sandbox session, and no back arrow of its own', async () => {
    renderStep();
    expect(screen.getByRole('heading', { name: 'Card payment' })).toBeInTheDocument();
    // The file's first test loads the lazy sandbox form, its modules transformed on first import:
    // seconds on a loaded machine. A form that never shows still fails.
    expect(
      await screen.findByTitle('Iframe for secured card number', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const marks = within(screen.getByRole('list', { name: 'Accepted cards and wallets' }));
    for (const name of [
      'Visa',
      'Mastercard',
      'American Express',
      'Discover',
      'Google Pay',
      'Apple Pay',
    ]) {
      expect(marks.getByRole('img', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('or pay with')).toBeInTheDocument();
    // The payment form's arrow leads back (one arrow, the same on every step).
    expect(screen.queryByRole('button', { name: 'Back to payment methods' })).toBeNull();
  });

  it('Authorised: re-checks the request, pays, posts PROCESSING, re-reads and goes to processing', async () => {
    const user = userEvent.setup();
    const seen = requests();
    const { navigate } = renderStep();
    await pay(user, '4111111111111111');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('processing', { replace: true }), {
      timeout: 4000,
    });
    // The widget's analytics go out beside the flow, in no fixed order.
    const flow = seen.filter(
      (call) =>
        !call.includes('client-info') &&
        !call.includes('fingerprint') &&
        !call.includes('/analytics'),
    );
    expect(flow).toEqual([
      'GET /collect/Xq3vN8pL2mR7tK9wYb4cQzA1',
      'POST /collect/Xq3vN8pL2mR7tK9wYb4cQzA1/adyen/session',
      // The card's BIN looked up as typed: its 6 digits, then its 8.
      'POST /sandbox/adyen/v3/bin/binLookup',
      'POST /sandbox/adyen/v3/bin/binLookup',
      'GET /collect/Xq3vN8pL2mR7tK9wYb4cQzA1',
      'POST /sandbox/adyen/sessions/CS7A1B2C3D4E5F6G7H/payments',
      'POST /collect/Xq3vN8pL2mR7tK9wYb4cQzA1/status',
      'GET /collect/Xq3vN8pL2mR7tK9wYb4cQzA1',
    ]);
  });

  it('sends a new Idempotency-Key per press and the frames’ JWE blobs', async () => {
    const user = userEvent.setup();
    const bodies: { key: string | null; body: Record<string, unknown> }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/payments')) {
        bodies.push({
          key: request.headers.get('Idempotency-Key'),
          body: (await request.clone().json()) as Record<string, unknown>,
        });
      }
    });
    renderStep();
    await pay(user, '4000000000000994'); // Cancelled: the form stays
    await waitFor(() => expect(bodies).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Pay $1,250.00' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]?.key).toMatch(/^[\w-]{16,}$/);
    expect(bodies[1]?.key).not.toBe(bodies[0]?.key);
    expect(bodies[0]?.body).toMatchObject({
      sessionData: 'Ab02b4c0!BQABAgBQ7Jx1mSandboxSessionData',
      paymentMethod: { type: 'scheme', brand: 'visa' },
    });
    expect(JSON.stringify(bodies)).not.toContain('4000000000000994');
    const method = bodies[0]?.body.paymentMethod as { encryptedCardNumber: string };
    await expect(openMockBlob(method.encryptedCardNumber)).resolves.toMatchObject({
      number: '4000000000000994',
    });
  });

  it('a cancel is ignored: the form stays as it was', async () => {
    const user = userEvent.setup();
    const { navigate } = renderStep();
    const frames = await pay(user, '4000000000000994');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pay $1,250.00' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(frames.frame('cardNumber').input).toHaveValue('4000 0000 0000 0994');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('Refused: the declined message with Try again, which renders a fresh form', async () => {
    const user = userEvent.setup();
    renderStep();
    await pay(user, '4000000000000002');
    // The text says what to do: no 'Please try again.' after it.
    expect((await message()).querySelector('[data-slot="banner-message"]')?.textContent).toBe(
      'Your card was declined. This can happen because of insufficient funds or an expired card. Try another card or contact your bank.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // Only the secured fields start empty: what the payer typed in the page stays.
    const fresh = await connectSimulatedFrames();
    expect(fresh.frame('cardNumber').input).toHaveValue('');
    expect(fresh.frame('expiryDate').input).toHaveValue('');
    expect(fresh.frame('securityCode').input).toHaveValue('');
    expect(screen.getByLabelText('Name on card')).toHaveValue('Sam Rivera');
    expect(screen.getByLabelText('Street address')).toHaveValue('500 Market St');
    expect(screen.getByLabelText('City')).toHaveValue('San Francisco');
    expect(screen.getByLabelText('State')).toHaveValue('CA');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('94105');
  });

  it.each([
    ['4000000000014227', 'This payment request session has expired.'],
    [
      '4000000000014235',
      "We're unable to complete your payment. This payment request has already been processed.",
    ],
  ])('error of %s: %s with Refresh, which loads the request again', async (number, text) => {
    const user = userEvent.setup();
    const seen = requests();
    renderStep();
    await pay(user, number);
    expect(await message()).toHaveTextContent(text);
    const before = seen.length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(seen.slice(before)).toContain('GET /collect/Xq3vN8pL2mR7tK9wYb4cQzA1'),
    );
  });

  it('paid in another tab: the check before paying stops it with the message and Refresh', async () => {
    server.use(
      ...scenario('card-sandbox', {
        collectSequence: [{ status: 'PAID', methodPaidWith: 'card' }],
      }),
    );
    const user = userEvent.setup();
    const seen = requests();
    renderStep();
    await pay(user, '4111111111111111');
    expect(await message()).toHaveTextContent(
      'This payment request has already been processed. Please refresh the page.',
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(seen.some((call) => call.endsWith('/payments'))).toBe(false);
  });

  it('a payments call answered 409 shows the already-processed message', async () => {
    server.use(
      http.post('*/api/v1/sandbox/adyen/sessions/:id/payments', () =>
        HttpResponse.json(
          { message: 'This payment request has already been processed.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderStep();
    await pay(user, '4111111111111111');
    expect(await message()).toHaveTextContent('This payment request has already been processed.');
  });

  it('a failed payments call: checking while the request stays UNPAID, then the technical message with Try again', async () => {
    server.use(
      http.post('*/api/v1/sandbox/adyen/sessions/:id/payments', () => HttpResponse.error()),
    );
    const user = userEvent.setup();
    const { clock } = renderStep();
    await pay(user, '4111111111111111');
    expect(await screen.findByText("We're checking your payment…")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Try again|Pay/ })).toBeNull();
    act(() => clock.release());
    expect((await message()).querySelector('[data-slot="banner-message"]')?.textContent).toBe(
      "We couldn't process your card because of a technical issue. Please re-enter your card details, or contact support if it keeps happening.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a failed status update after Authorised: checking, then the spec message, and stays', async () => {
    server.use(...scenario('status-update-error', { cardEnvironment: 'sandbox' }));
    const user = userEvent.setup();
    const { navigate, clock } = renderStep();
    await pay(user, '4111111111111111');
    expect(await screen.findByText("We're checking your payment…")).toBeInTheDocument();
    act(() => clock.release());
    expect(await message()).toHaveTextContent(
      'Your payment has been processed, but we encountered a technical issue while updating the status. Please reload the page in a few minutes...',
    );
    expect(screen.queryByRole('button', { name: /Try again|Refresh/ })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a status update whose answer is lost, the request PROCESSING: on to processing', async () => {
    server.use(
      ...scenario('status-update-error', { cardEnvironment: 'sandbox', collectSequence: [] }),
    );
    const user = userEvent.setup();
    const { navigate } = renderStep();
    await pay(user, '4111111111111111');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('processing', { replace: true }), {
      timeout: 5000,
    });
    expect(screen.queryByText(/encountered a technical issue/)).toBeNull();
  });

  it('without a card session: the card method’s own message with Refresh', async () => {
    server.use(...scenario('card-session-error'));
    renderStep();
    expect(await message()).toHaveTextContent(
      'We couldn’t start the card payment. Please refresh the page.',
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('a provider session mounts the Adyen Web adapter; its servers unreachable, the load-failure message', async () => {
    server.use(...scenario('card-provider-environment'));
    const { AdyenCheckout } = await import('@adyen/adyen-web');
    renderStep();
    expect(await message()).toHaveTextContent(/We couldn’t load the card form\./);
    expect(AdyenCheckout).toHaveBeenCalledWith(
      expect.objectContaining({
        environment: 'test',
        clientKey: 'test_7VJQ3XK2ZRCA5M4KQ2WD6XK8LY3B5ZQT',
      }),
    );
    expect(screen.queryByTitle('Iframe for secured card number')).toBeNull();
  });
});
