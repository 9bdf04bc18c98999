import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { linkedBankResult, MOCK_TODAY, MOCK_TOKENS } from '../mocks/fixtures';
import { setupMockServer } from '../mocks/node';
import { MockCheckoutProviders } from '../mocks/providers';
import { scenario } from '../mocks/scenarios';
import { BANK_LIMIT_ERROR, BANK_SOMETHING_WENT_WRONG } from '../payment-request/pay-by-bank';
import { heldCheckingClock } from '../mocks/checking-clock';
import { CheckingClockProvider, type CheckingClock } from '../state/checking-clock';
import type { CheckoutNavigate } from '../state/navigation';
import { BankStep, BankStepView, retryAfterPayFailure, type BankStepPhase } from './bank-step';
import { loadPlaidScript } from './plaid/plaid-script';
import type * as PlaidScript from './plaid/plaid-script';

vi.mock('./plaid/plaid-script', async (importOriginal) => ({
  ...(await importOriginal<typeof PlaidScript>()),
  loadPlaidScript: vi.fn(() => Promise.reject(new Error('Plaid Link could not be loaded'))),
}));

const server = setupMockServer(() => scenario('link-token-sandbox'));

type Seen = { method: string; path: string; body: unknown };

/** Every API request, with its JSON body. */
function recordRequests() {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    const entry: Seen = { method: request.method, path, body: undefined };
    seen.push(entry);
    if (request.method === 'POST') {
      void request
        .clone()
        .text()
        .then((text) => {
          entry.body = text ? (JSON.parse(text) as unknown) : undefined;
        });
    }
  });
  return seen;
}

function renderStep(
  options: {
    initialPhase?: BankStepPhase;
    navigate?: CheckoutNavigate;
    onBack?: () => void;
    clock?: CheckingClock;
  } = {},
) {
  const navigate = options.navigate ?? vi.fn<CheckoutNavigate>();
  const onBack = options.onBack ?? vi.fn();
  const view = render(
    <React.StrictMode>
      <MockCheckoutProviders client={createApiClient()} today={MOCK_TODAY} navigate={navigate}>
        <CheckingClockProvider clock={options.clock ?? heldCheckingClock()}>
          <BankStepView onBack={onBack} initialPhase={options.initialPhase} />
        </CheckingClockProvider>
      </MockCheckoutProviders>
    </React.StrictMode>,
  );
  return { ...view, navigate, onBack, user: userEvent.setup() };
}

const authenticated: BankStepPhase = { name: 'authenticated', result: linkedBankResult };

async function signIn(
  user: ReturnType<typeof userEvent.setup>,
  bank: string,
  username = 'user_good',
  password = 'pass_good',
) {
  await user.click(await screen.findByRole('button', { name: bank }));
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.mocked(loadPlaidScript).mockClear();
});

describe('BankStep: the sandbox journey', () => {
  it('links a bank with the sandbox widget, pays, and goes to processing replacing history', async () => {
    const seen = recordRequests();
    const { user, navigate, container } = renderStep();

    // Step 0: the widget's box is there at once, busy, at its final height.
    const frame = container.querySelector('[data-slot="bank-link"]');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame).toHaveStyle({ height: '263px' });
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to your bank…');

    await screen.findByRole('heading', { name: 'Select your bank' });
    await waitFor(() =>
      expect(container.querySelector('[data-slot="bank-link"]')).not.toHaveAttribute('aria-busy'),
    );
    const linkTokens = seen.filter((entry) => entry.path === '/api/v1/plaid/link-token');
    expect(linkTokens.length).toBeGreaterThan(0);
    for (const call of linkTokens) {
      expect(call.body).toEqual({
        paymentRequestToken: MOCK_TOKENS.invoice,
        phoneNumber: '+14155550123',
      });
    }

    await signIn(user, 'First Platypus Bank');
    await user.click(screen.getByRole('radio', { name: /Plaid Saving/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Step 1: the linked bank.
    const heading = await screen.findByRole('heading', { name: 'Authenticated bank' });
    await waitFor(() => expect(heading).toHaveFocus());
    const linked = container.querySelector('[data-slot="linked-bank"]') as HTMLElement;
    expect(within(linked).getByText('First Platypus Bank')).toBeInTheDocument();
    expect(within(linked).getByText('Savings')).toBeInTheDocument();
    expect(within(linked).getByText('•••• 1111')).toHaveAttribute('aria-hidden', 'true');
    expect(within(linked).getByText('account ending in 1111')).toBeInTheDocument();
    await waitFor(() =>
      expect(linked.querySelector('img')).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,iVBOR/),
      ),
    );
    expect(linked.querySelector('img')).toHaveAttribute('width', '40');
    expect(linked.querySelector('img')).toHaveAttribute('height', '40');

    const pay = screen.getByRole('button', { name: 'Pay $1,250.00' });
    expect(pay).toHaveAccessibleDescription(
      'By selecting Pay $1,250.00, you authorize Northwind Studio to debit $1,250.00 from your First Platypus Bank savings account ending in 1111 by ACH, once, on or after November 22, 2026. No other debits will be made under this authorization. To cancel it, contact Northwind Studio before the payment is processed.',
    );

    const collectsBeforePay = seen.filter(
      (entry) => entry.path.startsWith('/api/v1/collect/') && entry.method === 'GET',
    ).length;
    await user.click(pay);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('processing', { replace: true }));
    expect(navigate).toHaveBeenCalledTimes(1);

    const payment = seen.filter((entry) => entry.path.endsWith('/plaid/payment'));
    expect(payment).toHaveLength(1);
    expect(payment[0]?.body).toMatchObject({
      publicToken: expect.stringMatching(/^public-sandbox-/),
      paymentRequestToken: MOCK_TOKENS.invoice,
      accountId: 'acc_savings_1111',
      fingerprint: expect.objectContaining({ deviceId: expect.any(String) }),
    });
    // The request was read again (now PROCESSING) before leaving, so the route's guard lets it in.
    const collectsAfterPay = seen.filter(
      (entry) => entry.path.startsWith('/api/v1/collect/') && entry.method === 'GET',
    ).length;
    expect(collectsAfterPay).toBe(collectsBeforePay + 1);
    // The button stays busy while the page leaves: no second payment.
    expect(screen.getByRole('button', { name: 'Pay $1,250.00' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('asks for no logo of a bank known to have none: its placeholder mark, no request', async () => {
    const seen = recordRequests();
    const { container } = renderStep();
    await screen.findByRole('heading', { name: 'Select your bank' });
    await waitFor(() =>
      expect(container.querySelector('img[data-slot="institution-logo"]')).not.toBeNull(),
    );
    expect(
      container.querySelectorAll('[data-slot="institution-logo"][data-state="placeholder"]'),
    ).toHaveLength(1);
    const asked = seen
      .filter((entry) => entry.path === '/api/v1/plaid/institution-logo')
      .map((entry) => (entry.body as { institutionId?: string } | undefined)?.institutionId);
    expect(asked).not.toContain('ins_sandbox_tartan');
  });

  it('refuses a wrong sign-in on the spot, and when the API refuses it too', async () => {
    const { user } = renderStep();
    await signIn(user, 'Tartan Bank', 'user_good', 'nope');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The username or password provided were not correct.',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    // The API is the authority: a 401 at the end goes back to the sign-in with its message.
    server.use(
      http.post('*/api/v1/sandbox/plaid/public-token', () =>
        HttpResponse.json({ message: 'Sign-in locked for this test.' }, { status: 401 }),
      ),
    );
    await user.clear(screen.getByLabelText('Username'));
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Username'), 'user_good');
    await user.type(screen.getByLabelText('Password'), 'pass_good');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in locked for this test.');
    const heading = screen.getByRole('heading', { name: 'Tartan Bank' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('shows the connection error when the sandbox bank cannot link, and starts again on Try again', async () => {
    const seen = recordRequests();
    server.use(
      http.post('*/api/v1/sandbox/plaid/public-token', () =>
        HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user } = renderStep();
    await signIn(user, 'First Platypus Bank');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('We are having issues connecting with Plaid');
    const tokensBefore = seen.filter((entry) => entry.path.endsWith('/link-token')).length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Select your bank' });
    expect(seen.filter((entry) => entry.path.endsWith('/link-token')).length).toBeGreaterThan(
      tokensBefore,
    );
  });

  it('goes back from step 1 to the widget to link another bank', async () => {
    const { user } = renderStep({ initialPhase: authenticated });
    await user.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Select your bank' })).toBeInTheDocument();
  });
});

describe('BankStep: the link token', () => {
  it('shows "Failed to fetch link token" and tries again', async () => {
    server.use(...scenario('link-token-error'));
    const { user } = renderStep();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch link token');
    expect(alert).toHaveTextContent('Please try again.');
    server.use(...scenario('link-token-sandbox'));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Select your bank' })).toBeInTheDocument();
  });

  it('needs a non-empty link token', async () => {
    server.use(http.post('*/api/v1/plaid/link-token', () => HttpResponse.json({ linkToken: '' })));
    renderStep();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch link token/);
    expect(screen.queryByRole('heading', { name: 'Select your bank' })).toBeNull();
  });

  it('a Plaid token selects Plaid Link; its failure to load shows the connection error', async () => {
    server.use(...scenario('link-token-plaid'));
    renderStep();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We are having issues connecting with Plaid');
    expect(loadPlaidScript).toHaveBeenCalled();
  });
});

describe('BankStep: Pay', () => {
  it('submits once however often Pay is pressed', async () => {
    const seen = recordRequests();
    server.use(...scenario('link-token-sandbox', { latencyMs: 150 }));
    const { user, navigate } = renderStep({ initialPhase: authenticated });
    const pay = await screen.findByRole('button', { name: 'Pay $1,250.00' });
    await user.dblClick(pay);
    await user.click(pay);
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(seen.filter((entry) => entry.path.endsWith('/plaid/payment'))).toHaveLength(1);
  });

  it('refuses a result without a public token: the spec’s message, nothing sent', async () => {
    const seen = recordRequests();
    const { user, navigate } = renderStep({
      initialPhase: { name: 'authenticated', result: { ...linkedBankResult, publicToken: '' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay $1,250.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent(BANK_SOMETHING_WENT_WRONG);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(seen.filter((entry) => entry.path.endsWith('/plaid/payment'))).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
    // Try again links the bank again.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Select your bank' })).toBeInTheDocument();
  });

  it('the ACH debit limit: "Unable to process", only another method', async () => {
    server.use(...scenario('ach-limit-exceeded'));
    const { user, onBack, navigate } = renderStep({ initialPhase: authenticated });
    await user.click(await screen.findByRole('button', { name: 'Pay $1,250.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BANK_LIMIT_ERROR.title);
    expect(alert).toHaveTextContent(BANK_LIMIT_ERROR.text);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose another payment method' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('any other failure: "Error" and the server’s message; Try again returns to Pay', async () => {
    server.use(...scenario('pay-by-bank-error'));
    const { user } = renderStep({ initialPhase: authenticated });
    await user.click(await screen.findByRole('button', { name: 'Pay $1,250.00' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('The bank declined the debit authorization.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const heading = await screen.findByRole('heading', { name: 'Authenticated bank' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Pay $1,250.00' })).toBeEnabled();
  });

  it('a server error: "We\'re checking your payment…" while the request stays UNPAID, then, once the check is over, "We\'re sorry, something went wrong. Please try again."', async () => {
    server.use(
      http.post(
        '*/api/v1/collect/:token/plaid/payment',
        () => new HttpResponse(null, { status: 502 }),
      ),
    );
    const clock = heldCheckingClock();
    const { user, container } = renderStep({ initialPhase: authenticated, clock });
    await user.click(await screen.findByRole('button', { name: 'Pay $1,250.00' }));
    expect(await screen.findByText("We're checking your payment…")).toBeInTheDocument();
    expect(container.querySelector('[data-slot="bank-step"]')).toHaveAttribute(
      'data-phase',
      'checking',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => clock.release());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We're sorry, something went wrong. Please try again.",
    );
  });

  it('a server error, the request PROCESSING on a later re-read: checking, then processing', async () => {
    server.use(
      http.post(
        '*/api/v1/collect/:token/plaid/payment',
        () => new HttpResponse(null, { status: 504 }),
      ),
      ...scenario('link-token-sandbox', {
        collectSequence: [{ status: 'UNPAID' }, { status: 'PROCESSING' }],
      }),
    );
    const clock = heldCheckingClock();
    const { user, navigate } = renderStep({ initialPhase: authenticated, clock });
    await user.click(await screen.findByRole('button', { name: 'Pay $1,250.00' }));
    expect(await screen.findByText("We're checking your payment…")).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    act(() => clock.advance());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('processing', { replace: true }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('BankStep: the institution logo', () => {
  it('shows the placeholder icon with a console warning only when the logo call fails', async () => {
    server.use(...scenario('institution-logo-error'));
    const { container } = renderStep({ initialPhase: authenticated });
    await waitFor(() =>
      expect(
        container.querySelector('[data-slot="institution-logo"][data-state="placeholder"]'),
      ).toBeInTheDocument(),
    );
    expect(console.warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('First Platypus Bank')).toBeInTheDocument();
  });
});

describe('retryAfterPayFailure', () => {
  it.each([
    [BANK_LIMIT_ERROR, null],
    [{ title: 'Error', text: BANK_SOMETHING_WENT_WRONG }, 'link'],
    [{ title: 'Error', text: 'Failed to initiate payment' }, 'pay'],
    [{ title: 'Error', text: 'Unable to process' }, 'pay'],
  ] as const)('%o → %s', (view, retry) => {
    expect(retryAfterPayFailure(view)).toBe(retry);
  });
});

describe('BankStep (the lazy step’s export)', () => {
  it('opens on the widget', async () => {
    render(
      <MockCheckoutProviders client={createApiClient()}>
        <BankStep onBack={() => undefined} />
      </MockCheckoutProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Bank payment' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Select your bank' })).toBeInTheDocument();
    await act(async () => undefined);
  });
});
