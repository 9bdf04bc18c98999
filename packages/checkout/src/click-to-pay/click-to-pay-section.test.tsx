import { StrictMode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClickToPaySection, type ClickToPaySectionProps } from './click-to-pay-section';
import { CLICK_TO_PAY_ERRORS } from './errors';
import { createSandboxClickToPay, type SandboxClickToPayOptions } from './service';

const today = new Date('2026-11-22T17:00:00.000Z');
/** The sandbox's latency in these tests. */
const LATENCY = 200;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library settles each user-event action on a 0 ms timer, which it advances only when
  // it sees Jest's fake timers: give it vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets `ms` of the clock pass, with React updates and promise answers settled. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function renderSection(
  sandbox: SandboxClickToPayOptions = {},
  props: Partial<ClickToPaySectionProps> = {},
) {
  const callbacks = { onPay: vi.fn(), onShowCardForm: vi.fn(), onNotAvailable: vi.fn() };
  const view = render(
    <ClickToPaySection
      service={createSandboxClickToPay({ latencyMs: LATENCY, ...sandbox })}
      today={today}
      amount={{ value: 12_500, currency: 'USD' }}
      {...callbacks}
      {...props}
    />,
  );
  const user = userEvent.setup({ delay: null });
  const section = () => view.container.querySelector('[data-slot="click-to-pay"]');
  return { ...callbacks, view, user, section };
}

const message = (reason: string) =>
  CLICK_TO_PAY_ERRORS[`ctp.errors.${reason}` as keyof typeof CLICK_TO_PAY_ERRORS];
const announcer = () => screen.getByRole('status');

describe('the Click to Pay section on the sandbox', () => {
  it('shows the loading animation, then a recognised shopper pays with the first card', async () => {
    const { onPay, user, section } = renderSection({ recognisedEmail: 'sam@example.com' });
    expect(section()).toHaveAttribute('data-state', 'Loading');
    expect(section()).toHaveAttribute('aria-busy', 'true');
    expect(announcer()).toHaveTextContent('Looking for your Click to Pay cards');
    await advance(2 * LATENCY);
    expect(section()).toHaveAttribute('data-state', 'Ready');
    const select = screen.getByRole('combobox', { name: 'Card' });
    // Sorted (§4): last used first.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Visa Rewards •••• 4242, 08/29',
      'Mastercard Business •••• 5454, 03/28',
      'Visa Debit •••• 1881, 11/30',
    ]);
    expect(select).toHaveValue('ctp-visa-4242');
    await user.selectOptions(select, 'ctp-mc-5454');
    await user.click(screen.getByRole('button', { name: 'Pay $125.00' }));
    expect(screen.getByRole('button', { name: 'Pay $125.00' })).toHaveAttribute('aria-busy');
    await advance(LATENCY);
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(onPay).toHaveBeenCalledWith(
      expect.objectContaining({
        srcDigitalCardId: 'ctp-mc-5454',
        scheme: 'mc',
        panLastFour: '5454',
      }),
    );
    expect(JSON.parse(atob(onPay.mock.calls[0]![0].payload))).toMatchObject({
      srcDigitalCardId: 'ctp-mc-5454',
    });
  });

  it('shows a single card as a row', async () => {
    const { view } = renderSection({ recognisedEmail: 'one.card@example.com' });
    await advance(2 * LATENCY);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(view.container.querySelector('[data-slot="ctp-card"]')).toHaveTextContent(
      'Mastercard Business •••• 5454Expires 03/28',
    );
    expect(screen.getByRole('button', { name: 'Pay $125.00' })).toBeEnabled();
  });

  it('shows a lone expired card marked, and the Pay button disabled', async () => {
    const { view } = renderSection({ recognisedEmail: 'expired.only@example.com' });
    await advance(2 * LATENCY);
    const row = view.container.querySelector('[data-slot="ctp-card"]');
    expect(row).toHaveTextContent('Mastercard Gold •••• 4444Expired 09/25Expired');
    expect(row).toHaveAttribute('data-expired');
    expect(
      screen.getByText('This card has expired. Enter your card details manually'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay $125.00' })).toBeDisabled();
  });

  it('lists an expired card last, disabled in the dropdown', async () => {
    renderSection({ recognisedEmail: 'expired@example.com' });
    await advance(2 * LATENCY);
    const options = within(screen.getByRole('combobox', { name: 'Card' })).getAllByRole('option');
    expect(options.map((o) => [o.textContent, (o as HTMLOptionElement).disabled])).toEqual([
      ['Visa Debit •••• 1881, 11/30', false],
      ['Mastercard Gold •••• 4444 (expired)', true],
    ]);
  });

  it('takes the code: a wrong one shows CODE_INVALID, the right one shows the cards', async () => {
    const { user, section } = renderSection({}, { shopperEmail: 'sam@example.com' });
    await advance(3 * LATENCY);
    expect(section()).toHaveAttribute('data-state', 'OneTimePassword');
    expect(screen.getByText('Enter the code we sent to s••@example.com')).toBeInTheDocument();
    const code = screen.getByLabelText('One-time code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await advance(LATENCY);
    expect(code).toHaveAccessibleDescription(message('CODE_INVALID'));
    expect(announcer()).toHaveTextContent(message('CODE_INVALID'));
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await advance(LATENCY);
    expect(section()).toHaveAttribute('data-state', 'Ready');
  });

  it("resends the code: 'Code resent' for 2 s, then a 60 s countdown", async () => {
    const { user } = renderSection({}, { shopperEmail: 'sam@example.com' });
    await advance(3 * LATENCY);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(screen.getByText('Code resent', { selector: 'span' })).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Code resent');
    await advance(1_999);
    expect(screen.getByText('Code resent', { selector: 'span' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Resend code in 60 s')).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('');
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    await advance(59_000);
    expect(screen.getByText('Resend code in 1 s')).toBeInTheDocument();
    await advance(1_000);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it("logs out on 'Not you'; the login finds NOT_FOUND, then the shopper", async () => {
    const { user, section } = renderSection({ recognisedEmail: 'sam@example.com' });
    await advance(2 * LATENCY);
    await user.click(screen.getByRole('button', { name: 'Not you' }));
    expect(section()).toHaveAttribute('data-state', 'Login');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    await user.type(email, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await advance(LATENCY);
    expect(email).toHaveAccessibleDescription(message('NOT_FOUND'));
    await user.clear(email);
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.type(email, 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await advance(2 * LATENCY);
    expect(section()).toHaveAttribute('data-state', 'OneTimePassword');
    expect(screen.getByLabelText('One-time code')).toHaveFocus();
  });

  it('checks the e-mail and the code non-empty on blur, with no text', async () => {
    const { user } = renderSection({ recognisedEmail: 'sam@example.com' });
    await advance(2 * LATENCY);
    await user.click(screen.getByRole('button', { name: 'Not you' }));
    const email = screen.getByLabelText('Email');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('');
    await user.type(email, 'a');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("calls back on 'Manual card entry'", async () => {
    const { user, onShowCardForm } = renderSection({ recognisedEmail: 'sam@example.com' });
    await advance(2 * LATENCY);
    await user.click(screen.getByRole('button', { name: 'Manual card entry' }));
    expect(onShowCardForm).toHaveBeenCalledTimes(1);
  });

  it('disables continue and shows the card form for an inaccessible account', async () => {
    const { onShowCardForm, section } = renderSection({}, { shopperEmail: 'locked@example.com' });
    await advance(3 * LATENCY);
    expect(section()).toHaveAttribute('data-state', 'Login');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      message('ACCT_INACCESSIBLE'),
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(onShowCardForm).toHaveBeenCalledTimes(1);
  });

  it('gives up on a scheme call over 5 000 ms: NotAvailable, nothing rendered', async () => {
    const { onNotAvailable, section } = renderSection({}, { shopperEmail: 'slow@example.com' });
    await advance(LATENCY + 4_999);
    expect(section()).toHaveAttribute('data-state', 'Loading');
    expect(onNotAvailable).not.toHaveBeenCalled();
    await advance(1);
    expect(onNotAvailable).toHaveBeenCalledTimes(1);
    expect(section()).toBeNull();
    // The late answer (at 6 s) changes nothing.
    await advance(2_000);
    expect(section()).toBeNull();
  });

  it('is not available without a recognised shopper or an e-mail', async () => {
    const { onNotAvailable, section } = renderSection();
    await advance(LATENCY);
    expect(onNotAvailable).toHaveBeenCalledTimes(1);
    expect(section()).toBeNull();
  });

  it("starts once under StrictMode: the first mount's answers are ignored", async () => {
    const onPay = vi.fn();
    const onNotAvailable = vi.fn();
    const service = createSandboxClickToPay({
      latencyMs: LATENCY,
      recognisedEmail: 'sam@example.com',
    });
    const initialise = vi.spyOn(service, 'initialise');
    const view = render(
      <StrictMode>
        <ClickToPaySection
          service={service}
          today={today}
          amount={{ value: 12_500, currency: 'USD' }}
          onPay={onPay}
          onNotAvailable={onNotAvailable}
        />
      </StrictMode>,
    );
    await advance(2 * LATENCY);
    expect(initialise).toHaveBeenCalledTimes(2);
    expect(view.container.querySelector('[data-slot="click-to-pay"]')).toHaveAttribute(
      'data-state',
      'Ready',
    );
    await advance(10_000);
    expect(onNotAvailable).not.toHaveBeenCalled();
  });

  it('ignores answers that arrive after unmounting', async () => {
    const { view, onNotAvailable } = renderSection({ recognisedEmail: 'sam@example.com' });
    view.unmount();
    await advance(10_000);
    expect(onNotAvailable).not.toHaveBeenCalled();
  });

  it('opens the info popup and closes it with Escape', async () => {
    const { user } = renderSection({ recognisedEmail: 'sam@example.com' });
    await user.click(screen.getByRole('button', { name: 'What is Click to Pay?' }));
    expect(screen.getByRole('dialog', { name: 'What is Click to Pay?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
