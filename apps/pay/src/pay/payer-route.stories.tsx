import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MOCK_TOKENS, scenario } from '@paypage/checkout/mocks';
import { h1, PayerPage } from '../testing/payer-page';

const main = `/pay/${MOCK_TOKENS.invoice}`;

/**
 * The routes under /pay/{token} (`payer-route.tsx`): /processing and /receipt with their guards
 * (spec §2), while loading, once loaded, and redirected.
 */
const meta = {
  title: 'Pay/Routes',
  component: PayerPage,
  tags: ['page'],
  args: { address: main },
  parameters: { layout: 'fullscreen', msw: { handlers: scenario('unpaid-all-methods') } },
} satisfies Meta<typeof PayerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The /processing route right after paying, while the request loads. */
export const ProcessingLoading: Story = {
  args: { address: `${main}/processing` },
  parameters: { msw: { handlers: scenario('collect-loading') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

/** The receipt of a paid invoice. */
export const Receipt: Story = {
  args: { address: `${main}/receipt` },
  parameters: { msw: { handlers: scenario('paid') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Visa ending in 1111')).toBeVisible();
  },
};

/** The receipt while its request loads. */
export const ReceiptLoading: Story = {
  args: { address: `${main}/receipt` },
  parameters: { msw: { handlers: scenario('collect-loading') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

/** The receipt of a request just paid: polled until it settles, then the full rows. */
export const ReceiptSettles: Story = {
  args: { address: `${main}/receipt` },
  parameters: { msw: { handlers: () => scenario('receipt-settles') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Visa ending in 1111', {}, { timeout: 6000 }),
    ).toBeVisible();
  },
};

/** A guarded route the status does not allow: /receipt of an unpaid request shows the form. */
export const GuardRedirect: Story = {
  args: { address: `${main}/receipt` },
  tags: ['no-visual'],
  parameters: {
    visual: { reason: 'The same screen as UnpaidInvoice: the story checks the redirect only.' },
  },
  play: async ({ canvas }) => {
    await expect(await h1(canvas)).toHaveTextContent('Northwind Studio sent you an invoice');
  },
};
