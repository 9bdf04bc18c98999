/**
 * The card widget with Click to Pay and the fast-checkout sign-up (`card-flows.tsx`):
 * Click to Pay above the hidden card form, paying the chosen card through `onSubmit`; manual
 * entry and NotAvailable show the card form; the sign-up's `fastlaneData` joins the card payment.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exampleFastCheckoutConfig, exampleSecuredFields } from '@paypage/contract/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { createSandboxClickToPay } from '../../click-to-pay';
import { decodeFastlaneData, FAST_CHECKOUT_TEXTS } from '../../fast-checkout';
import { PAYER_PAGE_CARD_BRANDS } from '../form/card-constants';
import { CardWidget } from './card-widget';
import { connectSimulatedFrames } from '../testing/simulated-frames';
import type { CardWidgetProps, PaymentActions, SubmitState } from '../options/widget-types';

const today = new Date('2026-11-22T17:00:00.000Z');

const FAST_CHECKOUT = exampleFastCheckoutConfig;

function renderWidget(props: Partial<CardWidgetProps> = {}) {
  const onSubmit = vi.fn<(state: SubmitState, actions: PaymentActions) => void>();
  const onPaymentCompleted = vi.fn();
  const view = render(
    <CardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: 125_000, currency: 'USD' }}
      brands={PAYER_PAGE_CARD_BRANDS}
      today={today}
      onSubmit={onSubmit}
      onAdditionalDetails={vi.fn()}
      onPaymentCompleted={onPaymentCompleted}
      {...props}
    />,
  );
  const form = () => view.container.querySelector('form');
  return { onSubmit, onPaymentCompleted, view, form };
}

const sandbox = (recognisedEmail?: string) =>
  createSandboxClickToPay({ recognisedEmail, latencyMs: 0 });

describe('the card widget with Click to Pay', () => {
  it('offers a recognised shopper’s cards above the hidden card form and pays the chosen one', async () => {
    const user = userEvent.setup();
    const { onSubmit, onPaymentCompleted, form } = renderWidget({
      clickToPay: { service: sandbox('sam@example.com') },
    });
    await connectSimulatedFrames();
    const section = await screen.findByRole('region', { name: 'Click to Pay' });
    // (Loading or already Ready: the sandbox answers at once; its Loading is the stories' and the
    // machine's tests'.) The card form waits hidden either way.
    expect(form()).not.toBeVisible();
    const pay = await screen.findByRole('button', { name: 'Pay $1,250.00' });
    await waitFor(() => expect(section).toHaveAttribute('data-state', 'Ready'));
    await user.click(pay);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [state, actions] = onSubmit.mock.calls[0]!;
    expect(state.data.paymentMethod).toMatchObject({
      type: 'clicktopay',
      srcScheme: 'visa',
      srcDigitalCardId: 'ctp-visa-4242',
    });
    const payload = (state.data.paymentMethod as { srcCheckoutPayload: string }).srcCheckoutPayload;
    expect(JSON.parse(atob(payload))).toMatchObject({ srcDigitalCardId: 'ctp-visa-4242' });
    expect(state.data.origin).toBe(window.location.origin);
    // Paying: the section's Pay stays busy until the answer.
    expect(screen.getByRole('button', { name: 'Pay $1,250.00' })).toHaveAttribute('aria-busy');
    actions.resolve({ resultCode: 'Authorised' });
    await waitFor(() => expect(onPaymentCompleted).toHaveBeenCalledTimes(1));
  });

  it("after 'Manual card entry': the card form shows with the focus in it, and one Pay button", async () => {
    const user = userEvent.setup();
    const { form } = renderWidget({ clickToPay: { service: sandbox('sam@example.com') } });
    const frames = await connectSimulatedFrames();
    expect(await screen.findAllByRole('button', { name: /^Pay/ })).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Manual card entry' }));
    expect(form()).toBeVisible();
    // The card form's first field has the focus (the number's frame, through the host's command).
    await waitFor(() => expect(frames.focused()).toBe('cardNumber'));
    // Only the card form's Pay: the section's is gone, the section stays (collapsed) above.
    const pays = screen.getAllByRole('button', { name: /^Pay/ });
    expect(pays).toHaveLength(1);
    expect(form()).toContainElement(pays[0]!);
    const section = screen.getByRole('region', { name: 'Click to Pay' });
    expect(section).toHaveAttribute('data-collapsed');
    expect(screen.queryByRole('button', { name: 'Manual card entry' })).toBeNull();
  });

  it("'Back to Click to Pay' hides the card form again: the section's Pay is the one Pay button", async () => {
    const user = userEvent.setup();
    const { form } = renderWidget({ clickToPay: { service: sandbox('sam@example.com') } });
    await connectSimulatedFrames();
    await user.click(await screen.findByRole('button', { name: 'Manual card entry' }));
    await user.click(screen.getByRole('button', { name: 'Back to Click to Pay' }));
    expect(form()).not.toBeVisible();
    const pays = screen.getAllByRole('button', { name: /^Pay/ });
    expect(pays).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Click to Pay' })).toContainElement(pays[0]!);
    // The focus returns to the section (its first control: the card list).
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Click to Pay' })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );
  });

  it('falls back to the card form when Click to Pay is not available (no e-mail, not recognised)', async () => {
    const { form, view } = renderWidget({ clickToPay: { service: sandbox() } });
    await connectSimulatedFrames();
    await waitFor(() => expect(form()).toBeVisible());
    expect(view.container.querySelector('[data-slot="click-to-pay"]')).toBeNull();
  });

  it('looks the shopper’s e-mail up and asks for the one-time code', async () => {
    renderWidget({ clickToPay: { service: sandbox(), shopperEmail: 'sam@example.com' } });
    await connectSimulatedFrames();
    expect(await screen.findByLabelText('One-time code')).toBeInTheDocument();
    expect(screen.getByText('Enter the code we sent to s••@example.com')).toBeInTheDocument();
  });

  it('shows no Click to Pay and no sign-up without their options', async () => {
    const { view, form } = renderWidget();
    await connectSimulatedFrames();
    expect(form()).toBeVisible();
    expect(view.container.querySelector('[data-slot="click-to-pay"]')).toBeNull();
    expect(view.container.querySelector('[data-slot="ctp-chunk"]')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});

/** Types a card in the (simulated) frames, lets `toggle` act, pays: the fast-checkout data sent. */
async function payWithFastCheckout(
  card: [number: string, code: string],
  between: (user: ReturnType<typeof userEvent.setup>) => Promise<void> = async () => undefined,
) {
  const user = userEvent.setup();
  const { onSubmit } = renderWidget({ fastCheckout: FAST_CHECKOUT });
  const frames = await connectSimulatedFrames();
  await frames.type('cardNumber', card[0]);
  await frames.type('expiryDate', '0330');
  await frames.type('securityCode', card[1]);
  await between(user);
  await user.click(screen.getByRole('button', { name: 'Pay $1,250.00' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  const method = onSubmit.mock.calls[0]![0].data.paymentMethod as { fastlaneData?: string };
  return decodeFastlaneData(method.fastlaneData ?? '');
}

describe('the card widget with the fast-checkout sign-up', () => {
  it('sends the consent and the number in paymentMethod.fastlaneData', async () => {
    const data = await payWithFastCheckout(['4111111111111111', '737'], async (user) => {
      await user.click(
        await screen.findByRole('switch', { name: FAST_CHECKOUT_TEXTS['fastCheckout.toggle'] }),
      );
      await user.type(screen.getByLabelText('Mobile number'), '4155550132');
    });
    expect(data).toEqual({
      consentShown: true,
      fastlaneSessionId: 'fl-session-1',
      consentGiven: true,
      consentVersion: 'v2',
      telephoneNumber: '4155550132',
    });
  });

  it('shows nothing for an amex card, and the payment says consent was not given', async () => {
    const data = await payWithFastCheckout(['378282246310005', '7373'], async () => {
      expect(screen.queryByRole('switch')).toBeNull();
    });
    expect(data).toMatchObject({ consentShown: false, consentGiven: false });
  });
});
