import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PayPageSkeleton } from './pay-page-skeleton';
import { StatusPageSkeleton } from './status-page-skeleton';

const meta = {
  title: 'Checkout/Pay page skeleton',
  component: PayPageSkeleton,
  tags: ['page'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PayPageSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /pay/{token} while the request loads: the payment form's layout as placeholders. */
export const PaymentForm: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

/** A status route (/processing) while the request loads. */
export const StatusScreen: Story = {
  render: () => <StatusPageSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};
