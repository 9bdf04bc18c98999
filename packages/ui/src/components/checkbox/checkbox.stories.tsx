import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox';

const consent =
  'I authorize Acme Supplies to store this card and charge it for future payments. A receipt is sent at each charge, and I can withdraw this authorization by contacting Acme Supplies.';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Save card for automatic future payments', onCheckedChange: fn() },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Save card for automatic future payments' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Save card for automatic future payments'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    // Leave the state as a person would after moving on: nothing focused.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
  },
};

/** The consent of the card form: the terms are the checkbox's description. */
export const WithHint: Story = {
  args: { hint: consent },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(consent);
  },
};

export const Invalid: Story = {
  args: { label: 'I agree to the terms of this payment', error: 'Agree to the terms to continue' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the terms of this payment' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Agree to the terms to continue');
  },
};

export const Indeterminate: Story = {
  args: { label: 'Select all line items', checked: 'indeterminate' },
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const LongContent: Story = {
  args: { label: consent, hint: 'You can change this later from the receipt.' },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
};

export const MerchantBrand: Story = {
  args: { defaultChecked: true, hint: consent },
  globals: { brand: 'merchant' },
};

export const MerchantBrandLight: Story = {
  args: { defaultChecked: true },
  globals: { brand: 'merchant-light' },
};
