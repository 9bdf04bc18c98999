import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VisaIcon } from '../icon/brand-icons';
import { LockIcon } from '../icon/line-icons';
import { TextField } from './text-field';

const meta = {
  title: 'UI/Text Field',
  component: TextField,
  args: {
    label: 'Name on card',
    placeholder: 'J. Smith',
    autoComplete: 'cc-name',
    onChange: fn(),
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Name on card' });
    await step('typing reaches the input and onChange', async () => {
      await userEvent.type(input, 'Ada');
      await expect(input).toHaveValue('Ada');
      await expect(args.onChange).toHaveBeenCalledTimes(3);
    });
    await userEvent.clear(input);
    // Leave the state as a person would after moving on: nothing focused.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Keyboard focus: the ring in the theme's focus colour surrounds the whole box. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toHaveFocus();
  },
};

export const Filled: Story = { args: { defaultValue: 'Ada Lovelace' } };

export const WithHint: Story = {
  args: {
    label: 'Email',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    placeholder: undefined,
    hint: 'We send the receipt to this address.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send the receipt to this address.');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Card number',
    placeholder: '1234 5678 9012 3456',
    inputMode: 'numeric',
    autoComplete: 'cc-number',
    defaultValue: '4111 1111 1111 1112',
    error: 'Enter a valid card number',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a valid card number');
  },
};

export const InvalidWithHint: Story = {
  args: {
    label: 'ZIP code',
    placeholder: undefined,
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    defaultValue: '9410',
    hint: '5 digits, or 9 with a hyphen',
    error: 'Enter a valid ZIP code (99999 or 99999-9999)',
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ada Lovelace' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Email', readOnly: true, defaultValue: 'ada@example.com', placeholder: undefined },
};

/** A fixed '+1' prefix the payer does not type; it is read out as part of the description. */
export const WithPrefix: Story = {
  args: {
    label: 'Mobile number',
    prefix: '+1',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    placeholder: '555 123 4567',
    defaultValue: '415 555 0132',
    inputClassName: 'tabular-nums',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAccessibleDescription('+1');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
  },
};

/** The trailing slot holds the detected card brand. */
export const WithTrailingIcon: Story = {
  args: {
    label: 'Card number',
    placeholder: '1234 5678 9012 3456',
    inputMode: 'numeric',
    autoComplete: 'cc-number',
    defaultValue: '4111 1111 1111 1111',
    inputClassName: 'tabular-nums',
    trailing: (
      <>
        <VisaIcon title="Visa" />
        <LockIcon className="size-4 text-muted" />
      </>
    ),
  },
};

export const LongContent: Story = {
  args: {
    label: 'Billing address line 1, as printed on your card statement',
    placeholder: undefined,
    defaultValue: '1600 Amphitheatre Parkway, Building 40, Suite 1200, Mountain View',
    hint: 'Use the address your bank has on file for this card; a different one can decline the payment.',
    error: 'This address is longer than your bank accepts. Shorten it to 60 characters or fewer.',
  },
};

/** A merchant's brand colour reaches the focus ring. */
export const MerchantBrandFocused: Story = {
  globals: { brand: 'merchant' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toHaveFocus();
  },
};
