import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CardStep } from './card-step';

const meta = {
  title: 'Checkout/Card step',
  component: CardStep,
  args: { onBack: fn() },
} satisfies Meta<typeof CardStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
