import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { DownloadIcon } from '../icon/line-icons';
import { formatCents, invoiceItems, invoiceTotals, manyItems } from './fixtures';
import { LineItemPanel } from './line-item-panel';

const downloadPdf = (
  <Button variant="secondary" size="sm">
    <DownloadIcon />
    Download PDF
  </Button>
);

const meta = {
  title: 'UI/Line Item Panel',
  component: LineItemPanel,
  args: {
    items: invoiceItems,
    ...invoiceTotals,
    formatAmount: formatCents,
    discountName: 'Returning client (10%)',
    action: downloadPdf,
    onExpandedChange: fn(),
  },
  decorators: [(Story) => <div className="max-w-column">{Story()}</div>],
} satisfies Meta<typeof LineItemPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: the count, the toggle and the totals. */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Details' })).toBeVisible();
    await expect(canvas.getByText('3 line items')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'See line items' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The toggle opens the list and closes it again; focus stays on it. */
export const Expanded: Story = {
  play: async ({ args, canvas, step }) => {
    const toggle = canvas.getByRole('button', { name: 'See line items' });
    await step('opens', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName('Hide line items');
      await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
      const list = canvas.getByRole('list');
      await expect(list.parentElement).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
      await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
      await expect(within(list).getByText('Qty 5')).toBeVisible();
      await expect(within(list).getByText('Unit price $480.00')).toBeVisible();
    });
    await step('closes and opens again from the keyboard', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('list')).toBeNull();
      await userEvent.keyboard(' ');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveFocus();
    });
  },
};

/** One item: the count is singular. */
export const OneItem: Story = {
  args: {
    items: [
      { description: 'Annual maintenance plan', quantity: 1, unitPrice: 120_000, total: 120_000 },
    ],
    subtotal: 120_000,
    discount: 0,
    discountName: undefined,
    tax: 0,
    total: 120_000,
    defaultExpanded: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 line item')).toBeVisible();
    await expect(canvas.getByText('Discount')).toBeVisible();
  },
};

/** Amounts the invoice does not give show a dash, read out as 'not provided'. */
export const MissingAmounts: Story = {
  args: {
    items: [
      { description: 'Consultation', quantity: 2, unitPrice: null, total: 30_000 },
      { description: 'Travel expenses', quantity: null, unitPrice: undefined, total: undefined },
    ],
    subtotal: 30_000,
    discount: null,
    discountName: null,
    tax: undefined,
    total: 30_000,
    defaultExpanded: true,
  },
  play: async ({ canvas }) => {
    const dashes = canvas.getAllByText('not provided');
    await expect(dashes).toHaveLength(6);
  },
};

/** Long descriptions and a long discount name wrap; amounts stay on one line. */
export const LongDescriptions: Story = {
  args: {
    items: [
      {
        description:
          'Quarterly retainer for ongoing product design, including discovery workshops with stakeholders, two rounds of usability testing, the design-system upkeep and handover documentation for the engineering team',
        quantity: 1,
        unitPrice: 1_250_000,
        total: 1_250_000,
      },
      {
        description:
          'https://example.com/projects/2026/invoices/attachments/very-long-reference-without-spaces',
        quantity: 12.5,
        unitPrice: 9_999,
        total: 124_988,
      },
    ],
    subtotal: 1_374_988,
    discount: -137_499,
    discountName: 'Early payment discount for invoices settled within ten days of issue',
    tax: 110_000,
    total: 1_347_489,
    defaultExpanded: true,
  },
};

/** Forty items, expanded: dividers between every line. */
export const ManyItems: Story = {
  args: {
    items: manyItems(40),
    subtotal: 250_000,
    discount: null,
    discountName: null,
    tax: 20_000,
    total: 270_000,
    defaultExpanded: true,
  },
};

/**
 * A thousand items: the count reads '1,000 line items'; the list renders them all when opened, the
 * first at once and the rest in the background (the play function opens it, counts them and
 * closes it again to keep the screenshot small).
 */
export const ThousandItems: Story = {
  args: {
    items: manyItems(1000),
    subtotal: 6_250_000,
    discount: null,
    discountName: null,
    tax: 500_000,
    total: 6_750_000,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('1,000 line items')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'See line items' });
    const items = () => canvasElement.querySelectorAll('[data-slot="line-item-panel-list"] li');
    await userEvent.click(toggle);
    // The first items come with the click, the rest in a background render.
    await expect(items().length).toBeGreaterThan(0);
    await waitFor(() => expect(items()).toHaveLength(1000));
    await expect(canvas.getByRole('list')).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByText('Support ticket #11000')).toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(items()).toHaveLength(0);
  },
};

/** Amounts given already formatted, and no action. */
export const FormattedAmountsNoAction: Story = {
  args: {
    items: [
      { description: 'Photography session', quantity: '1', unitPrice: '$800.00', total: '$800.00' },
      { description: 'Edited photos', quantity: '25', unitPrice: '$12.00', total: '$300.00' },
    ],
    formatAmount: undefined,
    subtotal: '$1,100.00',
    discount: '−$100.00',
    discountName: 'Loyalty',
    tax: '$0.00',
    total: '$1,000.00',
    action: undefined,
    defaultExpanded: true,
  },
};

/** A merchant's brand colour reaches the toggle. */
export const MerchantBrand: Story = { globals: { brand: 'merchant' } };
