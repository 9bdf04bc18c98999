import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="spinner"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const WithLabel: Story = {
  args: { label: 'Loading payment request', size: 'lg', className: 'text-brand-text' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading payment request');
  },
};

export const Small: Story = { args: { size: 'sm' } };
