import { delay, http } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn } from 'storybook/test';
import { scenario } from '../../mocks/scenarios';
import { withCheckoutProviders } from '../../storybook';
import { LazyReceiptView } from './lazy-receipt-view';
import { ReceiptView } from './receipt-view';

/**
 * The receipt of a PROCESSING request whose payment method is not known yet, polled without end:
 * the first `GET /collect` answers, every re-fetch hangs (so the screenshot is of polling).
 */
function pollingWithoutEnd() {
  let collects = 0;
  return [
    http.get('*/api/v1/collect/:token', async () => {
      collects += 1;
      if (collects > 1) await delay('infinite');
    }),
    ...scenario('receipt-never-settles'),
  ];
}

const meta = {
  title: 'Checkout/Receipt view',
  component: ReceiptView,
  decorators: [withCheckoutProviders],
  tags: ['page'],
  parameters: { layout: 'fullscreen', msw: { handlers: scenario('paid') } },
} satisfies Meta<typeof ReceiptView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Paid by card: every row (the card's brand and last four, the processor's reference, the date
 * and time paid), the 'Sent' badge, 'Print receipt', which prints the page, and the PDF.
 */
export const Paid: Story = {
  play: async ({ canvas, canvasElement, step, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Receipt of payment' }),
    ).toBeVisible();
    await expect(
      // The address is isolated (a bdi) inside the sentence.
      canvas.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'We emailed a copy of your receipt to sam.rivera@example.com',
      ),
    ).toBeVisible();
    const labels = canvasElement.querySelectorAll('[data-slot="status-detail"] dt');
    await expect(Array.from(labels, (label) => label.textContent)).toEqual([
      'Payee',
      'Amount paid',
      'Date paid',
      'Payment method',
      'Reference',
      'Note',
    ]);
    await expect(canvas.getByText('Visa ending in 1111')).toBeVisible();
    await expect(canvas.getByText('November 21, 2026 at 10:12 AM EST')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await step('Print receipt opens the print dialog', async () => {
      const print = spyOn(window, 'print').mockImplementation(() => undefined);
      await userEvent.click(canvas.getByRole('button', { name: 'Print receipt' }));
      await expect(print).toHaveBeenCalledOnce();
    });
  },
};

/**
 * Paid, on a server that sends no receipt e-mail (production without mail configured): the
 * receipt says nothing of an e-mail.
 */
export const PaidNotEmailed: Story = {
  parameters: { msw: { handlers: scenario('paid-not-emailed') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Visa ending in 1111')).toBeVisible();
    await expect(canvas.queryByText(/We emailed a copy/)).toBeNull();
  },
};

/** Paid by bank: 'Bank Payment', with the bank and the account's mask. */
export const PaidByBank: Story = {
  parameters: { msw: { handlers: scenario('paid-by-bank') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Bank Payment, First Platypus Bank account ending in 0000'),
    ).toBeVisible();
  },
};

/** Paid, with nothing known of the card (an older record): the method alone, no reference. */
export const PaidWithoutDetails: Story = {
  parameters: { msw: { handlers: scenario('paid-without-details') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Card')).toBeVisible();
    await expect(canvas.queryByText('Reference')).toBeNull();
  },
};

/** The request is loading: the whole receipt is a placeholder of its final size. */
export const Loading: Story = {
  parameters: { msw: { handlers: scenario('collect-loading') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/**
 * Just paid: the request is PROCESSING and its payment method not known yet, so it is polled;
 * the rows known show, date paid and payment method are placeholders, printing waits.
 */
export const Polling: Story = {
  parameters: { msw: { handlers: pollingWithoutEnd } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Receipt of payment' }),
    ).toBeVisible();
    await expect(canvas.getByText('Payee')).toBeVisible();
    await expect(canvas.getByText('Payment method')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print receipt' })).toBeDisabled();
  },
};

/** Polled until settled: the placeholders give way to the date and the method. */
export const Settles: Story = {
  parameters: { msw: { handlers: () => scenario('receipt-settles') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Visa ending in 1111', {}, { timeout: 6000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Sent')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print receipt' })).toBeEnabled();
  },
};

/** A pay-by-bank payment still processing: its receipt says the payment is not complete yet. */
export const StillProcessing: Story = {
  parameters: { msw: { handlers: scenario('processing') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Bank Payment')).toBeVisible();
    await expect(canvas.getByText('Processing')).toBeVisible();
    await expect(
      canvas.getByText('Your receipt will be created once the payment is complete.'),
    ).toBeVisible();
  },
};

/** As the app loads it: a lazy chunk, its placeholder standing in meanwhile. */
export const Lazy: Story = {
  render: () => <LazyReceiptView />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Receipt of payment' }),
    ).toBeVisible();
  },
};
