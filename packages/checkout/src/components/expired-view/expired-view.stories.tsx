import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scenario } from '../../mocks/scenarios';
import { withCheckoutProviders } from '../../storybook';
import { ExpiredView } from './expired-view';

const meta = {
  title: 'Checkout/Expired view',
  component: ExpiredView,
  decorators: [withCheckoutProviders],
  tags: ['page'],
  parameters: { layout: 'fullscreen', msw: { handlers: scenario('expired') } },
} satisfies Meta<typeof ExpiredView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An expired invoice: the heading, the badge and the hint to contact the requester. */
export const Invoice: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Invoice from Northwind Studio has expired',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(
      canvas.getByText('Please contact the requester if this payment request is still valid'),
    ).toBeVisible();
  },
};

/** An expired payment request (no invoice). */
export const PaymentRequest: Story = {
  parameters: { msw: { handlers: scenario('expired-payment-request') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Payment request from Harbor Dental Care has expired',
      }),
    ).toBeVisible();
  },
};
