import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makePaymentRequest, northwindAchDetails } from '../../mocks/fixtures';
import { scenario } from '../../mocks/scenarios';
import { ACH_DETAILS_MISSING } from '../../payment-request/methods';
import { inLoadedPanel, WITH_NARROW_MODE, withCheckoutProviders } from '../../storybook';
import { GO_BACK_TO_PAYMENT_METHODS } from './transfer-details';
import { TransferPanel } from './transfer-panel';

const meta = {
  title: 'Checkout/Transfer panel',
  component: TransferPanel,
  decorators: [inLoadedPanel(), withCheckoutProviders],
  args: { method: 'payByACH', onBack: fn() },
  parameters: { msw: { handlers: scenario('unpaid-all-methods') } },
} satisfies Meta<typeof TransferPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ACH: the routing and account numbers, grouped for reading, each with a copy button. */
export const Ach: Story = {
  play: async ({ canvas, args, step }) => {
    await expect(await canvas.findByRole('heading', { name: 'ACH Transfer' })).toBeVisible();
    await expect(canvas.getByText('021 000 021')).toBeVisible();
    await expect(canvas.getByText('9876 5432 10')).toBeVisible();
    await expect(canvas.getByText('PP-7K3M-Q9XD-2TRB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy reference' })).toBeVisible();
    await expect(canvas.queryByText('Beneficiary')).not.toBeInTheDocument();
    await step('Go back to payment methods', async () => {
      const back = canvas.getByRole('button', { name: GO_BACK_TO_PAYMENT_METHODS });
      await userEvent.click(back);
      await expect(args.onBack).toHaveBeenCalledOnce();
      // The screenshot shows the panel at rest, not the button's focus ring.
      back.blur();
    });
  },
};

/** Wire: also the beneficiary and the receiving bank. */
export const Wire: Story = {
  args: { method: 'payByWire' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Wire Transfer' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Beneficiary' })).toBeVisible();
    await expect(canvas.getByText('Northwind Studio LLC')).toBeVisible();
    await expect(canvas.getByText('6070 Poplar Ave, Memphis, TN 38119')).toBeVisible();
  },
};

/** No bank address on the request: the banking partner's, as the receiving bank. */
export const WireWithoutBankAddress: Story = {
  args: { method: 'payByWire' },
  parameters: { msw: { handlers: scenario('wire-without-bank-address') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Evolve Bank & Trust')).toBeVisible();
    await expect(canvas.getByText('Banking partner')).toBeVisible();
  },
};

/** The request has no account details: 'ACH details are missing!' and the way back. */
export const MissingDetails: Story = {
  parameters: { msw: { handlers: scenario('no-ach-details') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ACH_DETAILS_MISSING);
    await expect(canvas.queryByText('Routing number')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: GO_BACK_TO_PAYMENT_METHODS })).toBeVisible();
  },
};

/**
 * Copying the routing number: the raw digits go to the clipboard, 'Copied' shows (for 2 seconds:
 * the play waits for it to go, so both screenshots show the same settled state).
 */
export const CopyRoutingNumber: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const button = await canvas.findByRole('button', { name: 'Copy routing number' });
    const body = within(canvasElement.ownerDocument.body);
    await step('copy', async () => {
      await userEvent.click(button);
    });
    await step("'Copied' in the tooltip and announced", async () => {
      await expect(await body.findByRole('tooltip')).toHaveTextContent('Copied');
      await expect(
        canvas.getAllByRole('status').some((node) => node.textContent === 'Copied'),
      ).toBe(true);
    });
    await step('then it goes', async () => {
      await userEvent.unhover(button);
      await waitFor(
        () => expect(body.queryByText('Copied', { selector: '[role="tooltip"]' })).toBeNull(),
        {
          timeout: 5000,
        },
      );
    });
  },
};

/** Long beneficiary details wrap at 320 px; nothing overflows. */
export const LongDetails: Story = {
  args: { method: 'payByWire' },
  parameters: {
    msw: {
      handlers: scenario('wire-only', {
        paymentRequest: makePaymentRequest({
          paymentMethod: ['PayByWire'],
          achDetails: {
            ...northwindAchDetails,
            accountNumber: '98765432109876543',
            beneficiaryName:
              'Northwind Studio Architectural Visualisation & Interactive Design LLC',
            beneficiaryAddress:
              'Suite 1400, Salesforce Transit Center Office Tower, 425 Mission Street, San Francisco, CA 94105-2214',
          },
        }),
      }),
    },
    chromatic: { modes: WITH_NARROW_MODE },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('9876 5432 1098 7654 3')).toBeVisible();
  },
};
