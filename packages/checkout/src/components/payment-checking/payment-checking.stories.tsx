import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentChecking } from './payment-checking';

const meta = {
  title: 'Checkout/Payment checking',
  component: PaymentChecking,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentChecking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pay call's outcome is not known yet: the page re-reads the request; nothing to press. */
export const Checking: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent("We're checking your payment…");
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
