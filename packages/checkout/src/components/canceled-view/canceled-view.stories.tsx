import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scenario } from '../../mocks/scenarios';
import { withCheckoutProviders } from '../../storybook';
import { CanceledView } from './canceled-view';

const meta = {
  title: 'Checkout/Canceled view',
  component: CanceledView,
  decorators: [withCheckoutProviders],
  tags: ['page'],
  parameters: { layout: 'fullscreen', msw: { handlers: scenario('canceled') } },
} satisfies Meta<typeof CanceledView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A canceled invoice: the heading, the amount, the badge and whom to ask. */
export const Invoice: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Northwind Studio canceled this invoice',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Canceled')).toBeVisible();
    await expect(canvas.getByText('$1,250.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  },
};

/** A canceled payment request (no invoice). */
export const PaymentRequest: Story = {
  parameters: { msw: { handlers: scenario('canceled-payment-request') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Harbor Dental Care canceled this payment request',
      }),
    ).toBeVisible();
  },
};
