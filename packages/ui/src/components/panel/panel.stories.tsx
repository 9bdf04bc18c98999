import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/button';
import { DownloadIcon } from '../icon/line-icons';
import { Panel, PanelBody, PanelDescription, PanelFooter, PanelHeader, PanelTitle } from './panel';

const meta = {
  title: 'UI/Panel',
  component: Panel,
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header with an action, body and footer. */
export const Default: Story = {
  render: (args) => (
    <Panel aria-labelledby="details-title" {...args}>
      <PanelHeader
        actions={
          <Button variant="secondary" size="sm">
            <DownloadIcon />
            Download PDF
          </Button>
        }
      >
        <PanelTitle id="details-title">Details</PanelTitle>
        <PanelDescription>3 items</PanelDescription>
      </PanelHeader>
      <PanelBody>
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted">Subtotal</dt>
            <dd className="tabular-nums">$1,150.00</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted">Tax</dt>
            <dd className="tabular-nums">$100.00</dd>
          </div>
          <div className="flex justify-between text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">$1,250.00</dd>
          </div>
        </dl>
      </PanelBody>
      <PanelFooter>Transaction is 100% secure.</PanelFooter>
    </Panel>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Details' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();
  },
};

export const BodyOnly: Story = {
  render: () => (
    <Panel>
      <PanelBody>
        <p className="text-sm text-muted">Acme Supplies sent you an invoice</p>
        <p className="mt-1 text-3xl font-semibold tabular-nums">$1,250.00</p>
      </PanelBody>
    </Panel>
  ),
};

export const HeaderOnly: Story = {
  render: () => (
    <Panel>
      <PanelHeader>
        <PanelTitle asChild>
          <h3>Attachments</h3>
        </PanelTitle>
        <PanelDescription>Nothing is attached to this invoice.</PanelDescription>
      </PanelHeader>
    </Panel>
  ),
};

export const LongContent: Story = {
  render: () => (
    <Panel>
      <PanelHeader
        actions={
          <Button size="sm" variant="secondary">
            Print receipt
          </Button>
        }
      >
        <PanelTitle>
          Receipt of payment for invoice INV-2026-000184 from Northwind Traders and Logistics
        </PanelTitle>
        <PanelDescription>
          We emailed a copy of your receipt to accounts.payable.department@northwind-traders.example
        </PanelDescription>
      </PanelHeader>
      <PanelBody className="text-sm">
        {Array.from({ length: 3 }, (_, index) => (
          <p key={index} className="mb-3 last:mb-0">
            Monthly retainer for consulting services, including two on-site workshops, weekly status
            calls, and up to twenty hours of engineering support billed at the agreed rate.
          </p>
        ))}
      </PanelBody>
      <PanelFooter>Your receipt will be created once the payment is complete.</PanelFooter>
    </Panel>
  ),
};
