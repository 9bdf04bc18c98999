import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BankStep } from './bank-step';

const meta = {
  title: 'Checkout/Bank step',
  component: BankStep,
  args: { onBack: fn() },
} satisfies Meta<typeof BankStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
