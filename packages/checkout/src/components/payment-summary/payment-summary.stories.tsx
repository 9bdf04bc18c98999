import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LONG_DESCRIPTION } from '../../mocks/fixtures';
import { scenario } from '../../mocks/scenarios';
import type { PaymentStep } from '../../payment-request/methods';
import { usePaymentData } from '../../state/payment-data';
import { inLoadedPanel, withCheckoutProviders } from '../../storybook';
import { PaymentSummary } from './payment-summary';

/** The summary of the request the story's scenario answers. */
function RequestSummary({
  step,
  onBackToMethods,
}: {
  step?: PaymentStep;
  onBackToMethods?: () => void;
}) {
  const { paymentRequest } = usePaymentData();
  if (!paymentRequest) return null;
  return <PaymentSummary request={paymentRequest} step={step} onBackToMethods={onBackToMethods} />;
}

/** The text on screen (the kit keeps the whole description for print in a hidden copy). */
const screenOnly = { ignore: 'script, style, [data-print="show"]' };

const meta = {
  title: 'Checkout/Payment summary',
  component: RequestSummary,
  decorators: [inLoadedPanel('max-w-xl p-0 sm:p-0'), withCheckoutProviders],
  args: { onBackToMethods: fn() },
  parameters: { msw: { handlers: scenario('unpaid-all-methods') } },
} satisfies Meta<typeof RequestSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An invoice due in 3 days: the breadcrumb's invoice ID, the heading, amount, due date, badge. */
export const Invoice: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Northwind Studio sent you an invoice',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Invoice ID INV-2041',
    );
    await expect(canvas.getByText('$1,250.00')).toBeVisible();
    await expect(canvas.getByText('Due Nov 25, 2026')).toBeVisible();
    await expect(canvas.getByText('in 3 days')).toBeVisible();
    await expect(canvas.getByText('Transaction is 100% secure.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'avery@northwind.example' })).toHaveAttribute(
      'href',
      'mailto:avery@northwind.example',
    );
  },
};

/** A payment request (no invoice), due in two weeks: no badge. */
export const PaymentRequest: Story = {
  parameters: { msw: { handlers: scenario('unpaid-payment-request') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Harbor Dental Care sent you a payment request' }),
    ).toBeVisible();
    await expect(canvas.getByText('Payment request')).toBeVisible();
    await expect(canvas.queryByText(/in \d+ days?/)).not.toBeInTheDocument();
  },
};

/** On a method step the breadcrumb adds the sub-step; its root leads back to the methods. */
export const OnMethodStep: Story = {
  args: { step: 'payByWire' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Wire payment')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Invoice ID INV-2041' }));
    await expect(args.onBackToMethods).toHaveBeenCalledOnce();
  },
};

/** A long description is cut at 115 characters with '...see more'. */
export const LongDescription: Story = {
  parameters: { msw: { handlers: scenario('long-description') } },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: 'see more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(LONG_DESCRIPTION, screenOnly)).not.toBeInTheDocument();
  },
};

/** '...see more' shows it whole, 'see less' cuts it again. */
export const LongDescriptionExpanded: Story = {
  parameters: { msw: { handlers: scenario('long-description') } },
  play: async ({ canvas, step }) => {
    await step('see more', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: 'see more' }));
      await expect(canvas.getByText(LONG_DESCRIPTION, screenOnly)).toBeVisible();
    });
    await step('see less', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'see less' }));
      await expect(canvas.queryByText(LONG_DESCRIPTION, screenOnly)).not.toBeInTheDocument();
    });
    await step('see more again, for the screenshot', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'see more' }));
      await expect(canvas.getByRole('button', { name: 'see less' })).toHaveFocus();
    });
  },
};

export const NoDescription: Story = {
  parameters: { msw: { handlers: scenario('no-description') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$1,250.00')).toBeVisible();
  },
};

export const WithAttachments: Story = {
  parameters: { msw: { handlers: scenario('attachments') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'ATTACHMENTS' })).toBeVisible();
  },
};

export const DueToday: Story = {
  parameters: { msw: { handlers: scenario('due-today') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Due today')).toBeVisible();
  },
};

export const Overdue: Story = {
  parameters: { msw: { handlers: scenario('overdue') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('10 days overdue')).toBeVisible();
  },
};

export const NoDueDate: Story = {
  parameters: { msw: { handlers: scenario('no-due-date') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$1,250.00')).toBeVisible();
    await expect(canvas.queryByText(/^Due /)).not.toBeInTheDocument();
  },
};

/** A deposit: the amount due is not the invoice's total; the merchant's note says why. */
export const AmountDueNote: Story = {
  parameters: { msw: { handlers: scenario('deposit') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$250.00')).toBeVisible();
    await expect(canvas.getByText('Deposit of $250.00 on a $1,250.00 invoice')).toBeVisible();
  },
};

/** Twelve million dollars still fits a phone. */
export const LargeAmount: Story = {
  parameters: { msw: { handlers: scenario('large-amount') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$12,345,678.90')).toBeVisible();
  },
};

/** An invoice without a customer invoice ID: the breadcrumb reads 'Invoice'. */
export const InvoiceWithoutId: Story = {
  parameters: { msw: { handlers: scenario('invoice-without-customer-id') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Invoice')).toHaveAttribute('aria-current', 'page');
  },
};
