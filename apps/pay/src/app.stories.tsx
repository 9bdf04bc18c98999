import { http, HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MOCK_TOKENS, scenario } from '@paypage/checkout/mocks';
import { h1, PayerPage } from './testing/payer-page';

const main = `/pay/${MOCK_TOKENS.invoice}`;

const meta = {
  title: 'Pay/Payer page',
  component: PayerPage,
  tags: ['page'],
  args: { address: main },
  parameters: { layout: 'fullscreen', msw: { handlers: scenario('unpaid-all-methods') } },
} satisfies Meta<typeof PayerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unpaid invoice: the payment form. */
export const UnpaidInvoice: Story = {
  play: async ({ canvas }) => {
    await expect(await h1(canvas)).toHaveTextContent('Northwind Studio sent you an invoice');
    await waitFor(() => expect(document.title).toBe('Pay Northwind Studio — $1,250.00'));
  },
};

/** A payment request (no invoice) from a merchant without a brand colour. */
export const PaymentRequest: Story = {
  args: { address: `/pay/${MOCK_TOKENS.paymentRequest}` },
  parameters: { msw: { handlers: scenario('unpaid-payment-request') } },
  play: async ({ canvas }) => {
    await expect(await h1(canvas)).toHaveTextContent(
      'Harbor Dental Care sent you a payment request',
    );
  },
};

/** The last payment failed: the critical banner above the form. */
export const PaymentFailed: Story = {
  parameters: { msw: { handlers: scenario('payment-failed') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Payment failed to process on November 20, 2026. Please try again.'),
    ).toBeVisible();
  },
};

/** The request is loading: the form's layout as placeholders. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenario('collect-loading') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Payment request'));
  },
};

/**
 * The request failed to load; 'Try again' loads it again (here the second attempt succeeds and
 * the form appears).
 */
export const LoadFailure: Story = {
  parameters: {
    msw: {
      handlers: () => {
        let attempts = 0;
        return [
          http.get('*/api/v1/collect/:token', () => {
            attempts += 1;
            // The first answer fails; later ones fall through to the scenario.
            return attempts === 1
              ? HttpResponse.json({ message: 'Internal server error' }, { status: 500 })
              : undefined;
          }),
          ...scenario('unpaid-all-methods'),
        ];
      },
    },
  },
  play: async ({ canvas, step, userEvent }) => {
    await expect(await h1(canvas)).toHaveTextContent(
      'Sorry, we had some trouble loading this payment request.',
    );
    await expect(canvas.getByText('Failed to fetch payment data')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Payment request unavailable'));
    await step('Try again loads the request again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
      await expect(
        await canvas.findByRole('heading', {
          level: 1,
          name: 'Northwind Studio sent you an invoice',
        }),
      ).toBeVisible();
    });
  },
};

/** The request failed to load, and keeps failing. */
export const LoadFailureStays: Story = {
  parameters: { msw: { handlers: scenario('collect-error') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to fetch payment data')).toBeVisible();
  },
};

/** No request has this token. */
export const NotFound: Story = {
  args: { address: '/pay/no-such-token' },
  parameters: { msw: { handlers: scenario('not-found') } },
  play: async ({ canvas }) => {
    await expect(await h1(canvas)).toHaveTextContent("We couldn't find this payment request.");
    await waitFor(() => expect(document.title).toBe('Payment request not found'));
  },
};

/** Paid by bank and still processing (what /pay/{token} shows for PROCESSING). */
export const Processing: Story = {
  parameters: { msw: { handlers: scenario('processing') } },
  play: async ({ canvas }) => {
    await expect(await h1(canvas)).toHaveTextContent('Payment Processing');
    await waitFor(() => expect(document.title).toBe('Payment processing — Northwind Studio'));
  },
};

/** Paid: 'Payment complete'; 'View receipt' opens the receipt and focus moves to its heading. */
export const Complete: Story = {
  parameters: { msw: { handlers: scenario('paid') } },
  play: async ({ canvas, step, userEvent }) => {
    await expect(await h1(canvas)).toHaveTextContent('Payment complete');
    await step('View receipt', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'View receipt' }));
      const receipt = await canvas.findByRole('heading', {
        level: 1,
        name: 'Receipt of payment',
      });
      await expect(receipt).toHaveFocus();
      await waitFor(() => expect(document.title).toBe('Receipt — Northwind Studio'));
    });
  },
};

/** Canceled by the merchant. */
export const Canceled: Story = {
  parameters: { msw: { handlers: scenario('canceled') } },
  play: async ({ canvas }) => {
    await expect(await h1(canvas)).toHaveTextContent('Northwind Studio canceled this invoice');
  },
};

/** Past its time. */
export const Expired: Story = {
  parameters: { msw: { handlers: scenario('expired') } },
  play: async ({ canvas }) => {
    await expect(await h1(canvas)).toHaveTextContent('Invoice from Northwind Studio has expired');
  },
};
