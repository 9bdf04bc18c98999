import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Email me a receipt', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas, step }) => {
    const control = canvas.getByRole('switch', { name: 'Email me a receipt' });
    await expect(control).not.toBeChecked();
    await step('clicking the label turns it on', async () => {
      await userEvent.click(canvas.getByText('Email me a receipt'));
      await expect(control).toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    });
    await step('Space turns it off again', async () => {
      await userEvent.keyboard(' ');
      await expect(control).not.toBeChecked();
    });
    // Leave the state as a person would after moving on: nothing focused.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('switch')).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: {
    defaultChecked: true,
    hint: 'Sent to ada@example.com once the payment completes.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription(
      'Sent to ada@example.com once the payment completes.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };

export const LongContent: Story = {
  args: {
    label: 'Remember this device so I do not have to confirm my identity the next time I pay',
    hint: 'We keep a token on this browser for 30 days. Clear it at any time from your browser settings.',
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
};

export const MerchantBrand: Story = {
  args: { defaultChecked: true },
  globals: { brand: 'merchant' },
};

export const MerchantBrandLight: Story = {
  args: { defaultChecked: true },
  globals: { brand: 'merchant-light' },
};
