import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { InWidgetLocale } from '../storybook/in-widget-locale';
import { exampleOrder } from '@paypage/contract/fixtures';
import { mockSecuredFields } from '../../mocks/secured-fields';
import { GiftCardSection } from './gift-card-section';
import type { BalanceResult, GiftCardCalls } from '../order/order';
import { SECURED_TYPING_NOTE, typeSecured } from '../storybook/secured-typing';

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
    securedFields: mockSecuredFields(),
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

/**
 * Opens the section and types the sandbox's $50.00 card in the secured frames (the gate types
 * them; see SECURED_TYPING_NOTE), then checks its balance. False in an interactive Storybook.
 */
const checkBalance = async ({
  canvas,
  canvasElement,
}: Parameters<NonNullable<Story['play']>>[0]) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Pay with a gift card' }));
  if (!(await typeSecured(canvasElement, 'giftNumber', '6036280000000001'))) return false;
  await typeSecured(canvasElement, 'giftPin', '1234');
  await userEvent.click(canvas.getByRole('button', { name: 'Check balance' }));
  return true;
};

/** Offered under the card form: one link until the payer asks for it. */
export const Closed: Story = {};

/** Open: the number and PIN in secured frames (another origin), ready to be typed in. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with a gift card' }));
    await typeSecured(canvasElement, 'giftNumber', '');
    await expect(canvas.getByRole('button', { name: 'Check balance' })).toBeEnabled();
  },
};

/** Checked with the number short and the PIN blank: each field says what it needs. */
export const Incomplete: Story = {
  parameters: { docs: { description: { story: SECURED_TYPING_NOTE } } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with a gift card' }));
    if (!(await typeSecured(canvasElement, 'giftNumber', '603628'))) return;
    await userEvent.click(canvas.getByRole('button', { name: 'Check balance' }));
    await expect(await canvas.findByText('Enter the complete gift card number')).toBeVisible();
    await expect(canvas.getByText('Enter the PIN')).toBeVisible();
  },
};

/** A balance of $50.00: it pays that much of the $1,250.00 (an order for the rest). */
export const Balance: Story = {
  parameters: { docs: { description: { story: SECURED_TYPING_NOTE } } },
  play: async (context) => {
    if (!(await checkBalance(context))) return;
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
  parameters: { docs: { description: { story: SECURED_TYPING_NOTE } } },
  play: async (context) => {
    if (!(await checkBalance(context))) return;
    await expect(
      await context.canvas.findByText('This gift card has no balance left.'),
    ).toBeVisible();
  },
};

/** An unknown card or a wrong PIN (one answer for both). */
export const Refused: Story = {
  args: { calls: callsAnswering({ resultCode: 'Refused', refusalReason: 'Refused' }) },
  parameters: { docs: { description: { story: SECURED_TYPING_NOTE } } },
  play: async (context) => {
    if (!(await checkBalance(context))) return;
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

/** In the widget's Korean (ko-KR): an order under way, its amounts and Cancel; Hangul from Noto Sans KR. */
export const KoreanOrder: Story = {
  name: 'In Korean (ko-KR): an order with an amount left',
  args: { order: exampleOrder },
  render: (args) => (
    <InWidgetLocale locale="ko-KR">
      <GiftCardSection {...args} />
    </InWidgetLocale>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '기프트 카드' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '기프트 카드 결제 취소' })).toBeVisible();
  },
};
