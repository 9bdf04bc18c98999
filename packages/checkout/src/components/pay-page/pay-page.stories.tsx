import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scenario } from '../../mocks/scenarios';
import { withCheckoutProviders } from '../../storybook';
import { PayPage } from './pay-page';

/**
 * The main view chosen by the request's status. Each status screen has its own stories; these
 * show the switch itself: the placeholder while loading, then what the status selects.
 */
const meta = {
  title: 'Checkout/Pay page',
  component: PayPage,
  decorators: [withCheckoutProviders],
  tags: ['page'],
  parameters: { layout: 'fullscreen', msw: { handlers: scenario('unpaid-all-methods') } },
} satisfies Meta<typeof PayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** UNPAID (and PAYMENT_FAILED, or a status the page does not know): the payment form. */
export const Unpaid: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Northwind Studio sent you an invoice',
      }),
    ).toBeVisible();
  },
};

/** A status the page does not know (ON_HOLD) is shown the payment form too. */
export const UnknownStatus: Story = {
  parameters: { msw: { handlers: scenario('unknown-status') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Northwind Studio sent you an invoice',
      }),
    ).toBeVisible();
  },
};

/** Loading: the form's layout as placeholders. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenario('collect-loading') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

/** PAID: the payment-complete view. */
export const Paid: Story = {
  parameters: { msw: { handlers: scenario('paid') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Payment complete' }),
    ).toBeVisible();
  },
};
