import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CardWidget } from '../card-widget/card-widget';
import { payerPageWidgetArgs, renderCardWidget } from '../storybook/card-widget-story';
import type { PaymentActions, SubmitState } from '../options/widget-types';

/**
 * The wallets of the card widget in the sandbox, one story per outcome: a press opens
 * the wallet's sheet (its own story: 'Checkout/Wallet sheet'); Pay pays (the sheet closes, the
 * host finishing); Cancel is a CANCEL (nothing shown); an unavailable wallet or one whose script
 * failed to load shows no button (the second reports a SCRIPT_ERROR); a refusal shows the
 * authorisation error in the sheet. The session's `walletOutcome` chooses the outcome.
 */
const meta = {
  title: 'Checkout/Card widget/Wallets',
  component: CardWidget,
  args: { ...payerPageWidgetArgs(), wallets: { googlePay: true, applePay: true } },
  render: renderCardWidget,
} satisfies Meta<typeof CardWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const answering = (resultCode: string) =>
  fn((_state: SubmitState, actions: PaymentActions) => actions.resolve({ resultCode }));

async function openSheet(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Pay with ${name}` }));
  return within(await page().findByRole('dialog', { name }));
}

export const SheetOpen: Story = {
  name: 'Google Pay sheet open',
  play: async ({ canvasElement, args }) => {
    const sheet = await openSheet(canvasElement, 'Google Pay');
    await expect(sheet.getByText('Northwind Studio')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Paid: Story = {
  name: 'Paid (the sheet closed, the host finishing)',
  args: { onSubmit: answering('Authorised'), onPaymentCompleted: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement, args }) => {
    const sheet = await openSheet(canvasElement, 'Apple Pay');
    await userEvent.click(sheet.getByRole('button', { name: 'Pay $1,250.00' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        data: expect.objectContaining({
          paymentMethod: { type: 'applepay', applePayToken: 'sandbox' },
          billingAddress: expect.objectContaining({ houseNumberOrName: 'ZZ', lastName: 'Rivera' }),
        }),
      }),
      expect.anything(),
    );
    await expect(args.onPaymentCompleted).toHaveBeenCalledTimes(1);
    // After the completed second the Pay button stays busy while the host finishes.
    await waitFor(
      () =>
        expect(
          within(canvasElement).getByRole('button', { name: 'Pay $1,250.00' }),
        ).toHaveAttribute('aria-busy', 'true'),
      { timeout: 3000 },
    );
  },
};

export const Cancelled: Story = {
  name: 'Cancelled (nothing shown)',
  play: async ({ canvasElement, args }) => {
    const sheet = await openSheet(canvasElement, 'Apple Pay');
    await userEvent.click(sheet.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onError).toHaveBeenCalledWith({
      name: 'CANCEL',
      message: 'UI dismissed',
      errorType: 'applepay',
    });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Unavailable: Story = {
  name: 'Unavailable (no wallet button)',
  args: { wallets: { googlePay: true, applePay: true, sandboxOutcome: 'unavailable' } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).queryByText('or pay with')).toBeNull();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const ScriptFailed: Story = {
  name: 'Script failed to load (SCRIPT_ERROR, no button)',
  args: { wallets: { googlePay: true, applePay: true, sandboxOutcome: 'script-error' } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).queryByText('or pay with')).toBeNull();
    await waitFor(() =>
      expect(args.onError).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'SCRIPT_ERROR', errorType: 'googlepay' }),
      ),
    );
  },
};

export const AuthorisationError: Story = {
  name: 'Authorisation error in the sheet',
  args: {
    wallets: { googlePay: true, applePay: true, sandboxOutcome: 'authorisation-error' },
    onSubmit: answering('Refused'),
  },
  play: async ({ canvasElement, args }) => {
    const sheet = await openSheet(canvasElement, 'Google Pay');
    await userEvent.click(sheet.getByRole('button', { name: 'Pay $1,250.00' }));
    await expect(await sheet.findByRole('alert')).toHaveTextContent(
      'The payment was not authorised. Try again, or pay another way.',
    );
    await expect(args.onPaymentFailed).not.toHaveBeenCalled();
  },
};
