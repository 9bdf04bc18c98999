import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SCENARIOS } from '../../mocks/scenarios';
import { PaymentFailedBanner } from './payment-failed-banner';
import { TodayProvider } from '../../state/today';
import { MOCK_TODAY } from '../../mocks/fixtures';

const meta = {
  title: 'Checkout/Payment failed banner',
  component: PaymentFailedBanner,
  decorators: [
    (Story) => (
      <TodayProvider today={MOCK_TODAY}>
        <div className="max-w-2xl">
          <Story />
        </div>
      </TodayProvider>
    ),
  ],
  args: { request: SCENARIOS['payment-failed'].paymentRequest },
} satisfies Meta<typeof PaymentFailedBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PAYMENT_FAILED with its date: a critical alert with the long date. */
export const PaymentFailed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Payment failed to process on November 20, 2026. Please try again.',
    );
  },
};

/** Any other status, or no date: nothing. */
export const Hidden: Story = {
  args: { request: SCENARIOS['payment-failed-without-date'].paymentRequest },
  tags: ['no-visual'],
  parameters: { visual: { reason: 'Renders nothing: the play function checks the empty output.' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
