import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Divider } from './divider';

const meta = {
  title: 'UI/Divider',
  component: Divider,
  decorators: [(Story) => <div className="max-w-md rounded-lg bg-surface p-5">{Story()}</div>],
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hairline between rows; decorative, so screen readers skip it. */
export const Horizontal: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3 text-sm">
      <p>Subtotal</p>
      <Divider {...args} />
      <p>Total</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="divider"]')).toHaveAttribute(
      'role',
      'none',
    );
  },
};

/** The card step's 'or pay with' between wallets and the card form. */
export const WithLabel: Story = { args: { label: 'or pay with' } };

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <div className="flex h-6 items-center gap-3 text-sm text-muted">
      <span>Visa</span>
      <Divider {...args} />
      <span>Mastercard</span>
    </div>
  ),
};

/** A separator between two distinct groups, announced as one. */
export const Semantic: Story = {
  args: { decorative: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toHaveAttribute('aria-orientation', 'horizontal');
  },
};

export const LongLabel: Story = {
  args: { label: 'or use a bank account from any US bank or credit union' },
  decorators: [(Story) => <div className="max-w-60">{Story()}</div>],
};
