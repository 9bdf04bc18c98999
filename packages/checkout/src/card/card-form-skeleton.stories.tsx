import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardFormSkeleton } from './card-form-skeleton';

/**
 * What the card step shows while a card widget's chunk loads: the sandbox form's layout in
 * placeholders, so the form replaces it without moving anything.
 */
const meta = {
  title: 'Checkout/Card form skeleton',
  component: CardFormSkeleton,
  args: { storeDetails: true, merchantName: 'Northwind Studio', wallets: 2 },
  render: (args) => (
    <div className="mx-auto max-w-xl rounded-xl bg-surface p-5 shadow-sm sm:p-8">
      <CardFormSkeleton {...args} />
    </div>
  ),
} satisfies Meta<typeof CardFormSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the card form…');
    // The placeholders are hidden from assistive technology.
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const WithoutConsentOrWallets: Story = {
  args: { storeDetails: false, wallets: 0 },
};
