import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Breadcrumb } from './breadcrumb';

const backToMethods = fn();

const meta = {
  title: 'UI/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [{ label: 'Invoice ID INV-0042', onSelect: backToMethods }, { label: 'Card payment' }],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByText('Card payment')).toHaveAttribute('aria-current', 'page');
  },
};

/** A single level: the page itself. */
export const CurrentOnly: Story = { args: { items: [{ label: 'Payment request' }] } };

export const WithLinks: Story = {
  args: {
    items: [
      { label: 'Payment request', href: '#request' },
      { label: 'Bank payment', href: '#bank' },
      { label: 'Confirm' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Payment request' })).toHaveAttribute(
      'href',
      '#request',
    );
  },
};

/** Keyboard: the earlier step is reachable and Enter goes back to it. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Invoice ID INV-0042' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(backToMethods).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    items: [
      { label: 'Invoice ID NORTHWIND-TRADERS-2026-11-000184', onSelect: backToMethods },
      { label: 'Wire payment' },
    ],
  },
  decorators: [(Story) => <div className="max-w-60">{Story()}</div>],
};
