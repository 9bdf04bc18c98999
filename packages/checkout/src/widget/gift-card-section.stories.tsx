import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { exampleOrder } from '@paypage/contract/fixtures';
import { GiftCardSection } from './gift-card-section';
import type { BalanceResult, GiftCardCalls } from './order';

/** The gift card calls, answering `balance` as given (the sandbox's $50.00 card by default). */
const callsAnswering = (balance: BalanceResult): GiftCardCalls => ({
  balance: fn(async () => balance),
  createOrder: fn(async () => exampleOrder),
  cancelOrder: fn(async () => undefined),
});

const meta = {
  title: 'Checkout/Gift card',
  component: GiftCardSection,
  args: {
    calls: callsAnswering({ resultCode: 'Success', balance: { value: 5_000, currency: 'USD' } }),
    amount: exampleOrder.amount,
    order: null,
    busy: false,
    onPay: fn(),
    onOrderCancelled: fn(),
    onError: fn(),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-md p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GiftCardSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkBalance: Story['play'] = async ({ canvas }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Pay with a gift card' }));
  await userEvent.type(canvas.getByLabelText('Gift card number'), '6036280000000001');
  await userEvent.type(canvas.getByLabelText('PIN'), '1234');
  await userEvent.click(canvas.getByRole('button', { name: 'Check balance' }));
};

/** Offered under the card form: one link until the payer asks for it. */
export const Closed: Story = {};

/** A balance of $50.00: it pays that much of the $1,250.00 (an order for the rest). */
export const Balance: Story = {
  play: async (context) => {
    await checkBalance(context);
    await expect(await context.canvas.findByText('Balance: $50.00')).toBeVisible();
    await expect(
      context.canvas.getByRole('button', { name: 'Pay $50.00 with this gift card' }),
    ).toBeEnabled();
  },
};

/** A card with nothing left: said, nothing to pay. */
export const NoBalance: Story = {
  args: {
    calls: callsAnswering({
      resultCode: 'NotEnoughBalance',
      balance: { value: 0, currency: 'USD' },
    }),
  },
  play: async (context) => {
    await checkBalance(context);
    await expect(
      await context.canvas.findByText('This gift card has no balance left.'),
    ).toBeVisible();
  },
};

/** An unknown card or a wrong PIN (one answer for both). */
export const Refused: Story = {
  args: { calls: callsAnswering({ resultCode: 'Refused', refusalReason: 'Refused' }) },
  play: async (context) => {
    await checkBalance(context);
    await expect(
      await context.canvas.findByText('Check the gift card number and PIN.'),
    ).toBeVisible();
  },
};

/** An order with an amount left: what the gift card paid, what is left, and its cancel. */
export const OrderWithAmountLeft: Story = {
  args: { order: exampleOrder },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Left to pay').nextSibling).toHaveTextContent('$1,200.00');
    await expect(canvas.getByRole('button', { name: 'Cancel gift card payment' })).toBeEnabled();
  },
};
