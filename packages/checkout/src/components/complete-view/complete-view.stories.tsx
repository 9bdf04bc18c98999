import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MOCK_TOKENS } from '../../mocks/fixtures';
import { scenario } from '../../mocks/scenarios';
import { withCheckoutProviders, type CheckoutStoryParameters } from '../../storybook';
import { CompleteView } from './complete-view';

const navigate = fn();

const meta = {
  title: 'Checkout/Complete view',
  component: CompleteView,
  decorators: [withCheckoutProviders],
  tags: ['page'],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: scenario('paid') },
    checkout: { navigate } satisfies CheckoutStoryParameters['checkout'],
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof CompleteView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid invoice: 'Payment complete', 'Sent', and the way to the receipt. */
export const Complete: Story = {
  play: async ({ canvas, step, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Payment complete' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        // The merchant's name is isolated (a bdi) inside the sentence.
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === "We've sent your payment to Northwind Studio.",
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Sent')).toBeVisible();
    await step('View receipt goes to the receipt', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'View receipt' }));
      await expect(navigate).toHaveBeenCalledWith('receipt');
    });
  },
};

/** A paid payment request of a merchant without a brand colour (the default brand). */
export const PaymentRequest: Story = {
  parameters: {
    msw: { handlers: scenario('paid-by-bank') },
    checkout: { navigate, token: MOCK_TOKENS.paymentRequest },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === "We've sent your payment to Harbor Dental Care.",
      ),
    ).toBeVisible();
  },
};
