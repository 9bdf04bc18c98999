import { Badge } from '@paypage/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { dueBadge } from '../format/due-badge';
import { formatMoney } from '../format/money';
import { MockCheckoutProviders } from './providers';
import { scenario } from './scenarios';
import { paymentFailedBanner } from '../payment-request/banner';
import { dueLine, formHeading } from '../payment-request/copy';
import { PAYMENT_OPTIONS, paymentMethodMenu } from '../payment-request/methods';
import { methodPaidWithLabel } from '../payment-request/receipt';
import { LOAD_FAILED_TITLE, mainView, NOT_FOUND_TITLE } from '../payment-request/view';
import { usePaymentData } from '../state/payment-data';
import { useToday } from '../state/today';
import { useReceiptPolling } from '../state/use-receipt-polling';

/**
 * The data layer seen through the Storybook MSW wiring: each story picks a scenario of
 * `@paypage/checkout/mocks`, and the provider loads it through the real API client. What the
 * screens will show is reduced here to a plain list of what they are told.
 */
function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-3 border-b border-border py-2 last:border-b-0 sm:grid-cols-[9rem_1fr]">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** The receipt's payment method: polled until known (spec §4). */
function PaidWithRow() {
  const { paymentRequest, showSkeleton } = useReceiptPolling();
  return (
    <Row label="Paid with">
      {showSkeleton
        ? 'Waiting for the payment method…'
        : paymentRequest?.methodPaidWith
          ? methodPaidWithLabel(paymentRequest.methodPaidWith)
          : 'Not known yet'}
    </Row>
  );
}

function PaymentDataInspector({ receipt = false }: { receipt?: boolean }) {
  const data = usePaymentData();
  const today = useToday();
  const view = mainView(data);
  const request = data.paymentRequest;
  // As the screens will: the due badge belongs to the payment form only.
  const badge = request && view === 'payment-form' ? dueBadge(request.dueDate, today) : null;
  const banner = paymentFailedBanner(request, today.timeZone);
  const menu = request ? paymentMethodMenu(request) : null;

  return (
    <section aria-labelledby="payment-data-title" className="max-w-xl rounded-lg bg-surface p-5">
      <h2 id="payment-data-title" className="mb-3 text-lg font-semibold">
        Payment data
      </h2>
      <dl>
        <Row label="View">{view}</Row>
        {view === 'load-failed' && (
          <Row label="Message">
            {LOAD_FAILED_TITLE} {data.error}
          </Row>
        )}
        {view === 'not-found' && <Row label="Message">{NOT_FOUND_TITLE}</Row>}
        {request && (
          <>
            <Row label="Heading">{formHeading(request)}</Row>
            <Row label="Status">{request.status}</Row>
            <Row label="Amount">{formatMoney(request.amountInCents)}</Row>
            <Row label="Due">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                {dueLine(request, today.timeZone) ?? 'No due date'}
                {badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
              </span>
            </Row>
            {banner && <Row label="Banner">{banner.message}</Row>}
            {menu && !receipt && (
              <Row label="Methods">
                {[...menu.primary.map((option) => PAYMENT_OPTIONS[option].label)].join(', ') ||
                  'None'}
                {menu.more.length > 0 &&
                  ` (More options: ${menu.more.map((option) => PAYMENT_OPTIONS[option].label).join(', ')})`}
              </Row>
            )}
            {!receipt && (
              <Row label="Card session">
                {data.adyenSession ? data.adyenSession.clientConfig.environment : 'none'}
              </Row>
            )}
            {receipt && <PaidWithRow />}
          </>
        )}
      </dl>
    </section>
  );
}

const meta = {
  title: 'Checkout/Data/Payment data',
  component: PaymentDataInspector,
  decorators: [
    (Story) => (
      <MockCheckoutProviders>
        <Story />
      </MockCheckoutProviders>
    ),
  ],
  args: { receipt: false },
  parameters: { msw: { handlers: scenario('unpaid-all-methods') } },
} satisfies Meta<typeof PaymentDataInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnpaidInvoice: Story = {
  play: async ({ canvas, step }) => {
    await step('the request arrives through MSW and the client', async () => {
      await expect(await canvas.findByText('payment-form')).toBeInTheDocument();
      await expect(canvas.getByText('Northwind Studio sent you an invoice')).toBeInTheDocument();
      await expect(canvas.getByText('$1,250.00')).toBeInTheDocument();
    });
    await step('the rules read it with the fixed today (2026-11-22)', async () => {
      await expect(canvas.getByText('in 3 days')).toBeInTheDocument();
      await expect(canvas.getByText('sandbox')).toBeInTheDocument();
    });
  },
};

export const PaymentFailed: Story = {
  parameters: { msw: { handlers: scenario('payment-failed') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Payment failed to process on November 20, 2026. Please try again.'),
    ).toBeInTheDocument();
  },
};

export const Overdue: Story = {
  parameters: { msw: { handlers: scenario('overdue-1-day') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 day overdue')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: scenario('not-found') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('not-found')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: scenario('collect-error') } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(`${LOAD_FAILED_TITLE} Failed to fetch payment data`),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: scenario('collect-loading') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('loading')).toBeInTheDocument();
  },
};

/** Receipt polling against a stateful scenario (a fresh one per render): PAID on the 4th read. */
export const ReceiptPollingSettles: Story = {
  args: { receipt: true },
  parameters: { msw: { handlers: () => scenario('receipt-settles') } },
  play: async ({ canvas, step }) => {
    await step('polls while PROCESSING', async () => {
      await expect(await canvas.findByText('Waiting for the payment method…')).toBeInTheDocument();
    });
    await step('settles once PAID by card', async () => {
      await expect(await canvas.findByText('Card', {}, { timeout: 8000 })).toBeInTheDocument();
      await expect(canvas.getByText('PAID')).toBeInTheDocument();
    });
  },
};
