import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MobileNumberInput } from './mobile-number-input';

const meta = {
  title: 'UI/Mobile Number Input',
  component: MobileNumberInput,
  args: { onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof MobileNumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAccessibleDescription('+1');
    await expect(input).toHaveAttribute('maxlength', '12');
  },
};

/** Digits are grouped 3-3-4 as typed; the value given out has no spaces. */
export const Typing: Story = {
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Mobile number' });
    await step('grouped as typed, digits only, 10 at most', async () => {
      await userEvent.type(input, '(415) 555-0132 7');
      await expect(input).toHaveValue('415 555 0132');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('4155550132');
    });
    await step('a digit deleted in the middle keeps the caret in place', async () => {
      input.setSelectionRange(6, 6);
      await userEvent.keyboard('{Backspace}');
      await expect(input).toHaveValue('415 550 132');
      await expect(input.selectionStart).toBe(5);
      await userEvent.keyboard('5');
      await expect(input).toHaveValue('415 555 0132');
      await expect(input.selectionStart).toBe(6);
    });
  },
};

export const Filled: Story = { args: { defaultValue: '4155550132' } };

/** A pasted number with its country code: the code goes, the rest is kept whole. */
export const PastedWithCountryCode: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.click(input);
    await userEvent.paste('+1 (415) 555-0132');
    await expect(input).toHaveValue('415 555 0132');
    await expect(args.onValueChange).toHaveBeenCalledWith('4155550132');
  },
};

/** An incomplete number is reported when the payer leaves the field. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(input, '415555');
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('+1 Enter a 10-digit mobile number');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '4155550132' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toBeDisabled();
  },
};

/** In a narrow column the hint and the error wrap. */
export const LongContent: Story = {
  args: {
    defaultValue: '415555',
    hint: 'We text a one-time code to this number each time you check out with it.',
    error: 'Enter a 10-digit mobile number',
  },
  decorators: [(Story) => <div className="w-56">{Story()}</div>],
};

/** A merchant's brand colour reaches the focus ring. */
export const MerchantBrandFocused: Story = {
  args: { defaultValue: '4155550132' },
  globals: { brand: 'merchant' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Mobile number' });
    await expect(input).toHaveFocus();
    // Keyboard focus selects the text; put the caret at the end so the ring is what shows.
    input.setSelectionRange(input.value.length, input.value.length);
  },
};
