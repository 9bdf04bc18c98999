import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { createApiClient } from '../../api/client';
import type { InvoiceTab } from '../../api/invoice-opener';
import { northwindInvoice } from '../../mocks/fixtures';
import { scenario } from '../../mocks/scenarios';
import { withCheckoutProviders } from '../../storybook';
import { DOWNLOAD_PDF_LABEL, InvoiceDetails } from './invoice-details';

/** The PDF's tab, recorded instead of opened (the test-runner's browser would keep it). */
const tab: InvoiceTab = { show: fn(), close: fn() };
const openInvoice = fn(() => tab);
const checkout = { client: createApiClient({ openInvoice }) };

const meta = {
  title: 'Checkout/Invoice details',
  component: InvoiceDetails,
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>, withCheckoutProviders],
  args: { invoice: northwindInvoice },
  parameters: { msw: { handlers: scenario('unpaid-all-methods') }, checkout },
  beforeEach: () => {
    openInvoice.mockClear();
    (tab.show as ReturnType<typeof fn>).mockClear();
    (tab.close as ReturnType<typeof fn>).mockClear();
  },
} satisfies Meta<typeof InvoiceDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Details, the item count, Download PDF, the totals with the named discount. */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 line items')).toBeVisible();
    await expect(canvas.getByText('Returning client')).toBeVisible();
    await expect(canvas.getByText('-$100.00')).toBeVisible();
    await expect(canvas.getByText('$1,250.00')).toBeVisible();
  },
};

export const Expanded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'See line items' }));
    await expect(canvas.getByText('Discovery workshop (half day)')).toBeVisible();
  },
};

/** Download PDF opens the PDF in a new tab (opened inside the click, shown once it arrives). */
export const DownloadPdf: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: DOWNLOAD_PDF_LABEL }));
    await expect(openInvoice).toHaveBeenCalledOnce();
    await waitFor(() => expect(tab.show).toHaveBeenCalledOnce());
  },
};

/** While the PDF is on its way: the button spins and ignores more clicks. */
export const Downloading: Story = {
  parameters: {
    msw: {
      handlers: scenario('unpaid-all-methods', { failures: { 'invoice/download': 'never' } }),
    },
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: DOWNLOAD_PDF_LABEL });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** The download failed: the tab is closed and 'Failed to download invoice PDF' shows. */
export const DownloadFailed: Story = {
  parameters: { msw: { handlers: scenario('invoice-download-error') } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: DOWNLOAD_PDF_LABEL }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to download invoice PDF',
    );
    await expect(tab.close).toHaveBeenCalledOnce();
  },
};

/** An invoice without discount or tax: dashes. */
export const MissingAmounts: Story = {
  args: {
    invoice: { ...northwindInvoice, discountTotal: null, discountName: null, taxTotal: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Discount')).toBeVisible();
    await expect(canvas.getAllByText('not provided')).toHaveLength(2);
  },
};
