import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scenario } from '../../mocks/scenarios';
import { withCheckoutProviders } from '../../storybook';
import { ProcessingView } from './processing-view';

const meta = {
  title: 'Checkout/Processing view',
  component: ProcessingView,
  decorators: [withCheckoutProviders],
  tags: ['page'],
  parameters: { layout: 'fullscreen', msw: { handlers: scenario('processing') } },
} satisfies Meta<typeof ProcessingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A payment on its way: badge, heading, the 3-4 business days and the receipt footer. */
export const Processing: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Payment Processing' }),
    ).toBeVisible();
    await expect(canvas.getByText('Processing')).toBeVisible();
    await expect(canvas.getByText(/^We're processing your payment/).closest('p')).toHaveTextContent(
      "We're processing your payment to Northwind Studio. It will take 3-4 business days for the funds to be debited.",
    );
    await expect(
      canvas.getByText('Your receipt will be created once the payment is complete.'),
    ).toBeVisible();
    await expect(canvas.getByText('$1,250.00')).toBeVisible();
  },
};

/** Right after paying, before the request has arrived: the same screen as a placeholder. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenario('collect-loading') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};
