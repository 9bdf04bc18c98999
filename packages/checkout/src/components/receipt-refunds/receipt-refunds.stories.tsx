import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scenario } from '../../mocks/scenarios';
import { withCheckoutProviders } from '../../storybook';
import { ReceiptView } from '../receipt-view/receipt-view';

/** The receipt of a refunded request, as the page shows it (the request stays PAID). */
const meta = {
  title: 'Checkout/Receipt view/Refunds',
  component: ReceiptView,
  decorators: [withCheckoutProviders],
  tags: ['page'],
  parameters: { layout: 'fullscreen', msw: { handlers: scenario('paid-partially-refunded') } },
} satisfies Meta<typeof ReceiptView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A part went back: 'Partially refunded' and the refund's line under the receipt's rows. */
export const PartiallyRefunded: Story = {
  play: async ({ canvas }) => {
    const refunds = await canvas.findByRole('region', { name: 'Refunds' });
    await expect(refunds).toHaveTextContent('Partially refunded');
    await expect(canvas.getByRole('listitem')).toHaveTextContent(
      'Refunded $25.00 on November 21, 2026',
    );
    // The payment's own rows are unchanged.
    await expect(canvas.getByText('$1,250.00')).toBeVisible();
  },
};

/** All of it went back, in two refunds: 'Refunded' and a line for each, oldest first. */
export const Refunded: Story = {
  parameters: { msw: { handlers: scenario('paid-refunded') } },
  play: async ({ canvas }) => {
    const refunds = await canvas.findByRole('region', { name: 'Refunds' });
    await expect(refunds).toHaveTextContent(/^Refunded/);
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Refunded $25.00 on November 21, 2026',
      'Refunded $1,225.00 on November 22, 2026',
    ]);
  },
};
