import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select, type SelectOption } from './select';

const countries: SelectOption[] = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'DE', label: 'Germany' },
  { value: 'BR', label: 'Brazil' },
  { value: 'KR', label: 'South Korea' },
];

const states: SelectOption[] = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
  { value: 'TX', label: 'Texas' },
  { value: 'WA', label: 'Washington' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Country', options: countries, autoComplete: 'country', onChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'US' },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveValue('US');
    await userEvent.selectOptions(select, 'CA');
    await expect(select).toHaveValue('CA');
    await expect(args.onChange).toHaveBeenCalledOnce();
    // Leave the state as a person would after moving on: nothing focused.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Nothing chosen yet: the placeholder shows in the quieter colour. */
export const Placeholder: Story = {
  args: {
    label: 'State',
    options: states,
    placeholder: 'Select a state',
    autoComplete: 'address-level1',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveValue('');
  },
};

export const Focused: Story = {
  args: { defaultValue: 'US' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { defaultValue: 'US', hint: 'The country of your billing address.' },
};

export const Invalid: Story = {
  args: {
    label: 'State',
    options: states,
    placeholder: 'Select a state',
    error: 'Select the state of your billing address',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'State' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Select the state of your billing address');
  },
};

export const Disabled: Story = { args: { defaultValue: 'US', disabled: true } };

export const LongContent: Story = {
  args: {
    label: 'Country or region of the bank that issued your card',
    options: [...countries, { value: 'GS', label: 'South Georgia and the South Sandwich Islands' }],
    defaultValue: 'GS',
  },
  decorators: [(Story) => <div className="max-w-60">{Story()}</div>],
};

export const MerchantBrandFocused: Story = {
  args: { defaultValue: 'US' },
  globals: { brand: 'merchant' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox')).toHaveFocus();
  },
};
