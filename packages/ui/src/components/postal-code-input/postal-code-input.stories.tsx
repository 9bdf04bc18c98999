import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { postalCodeCountries, postalCodeFormats } from '../../rules/postal-code';
import { PostalCodeInput } from './postal-code-input';

const meta = {
  title: 'UI/Postal Code Input',
  component: PostalCodeInput,
  args: { country: 'US', onValueChange: fn() },
  argTypes: { country: { control: 'select', options: postalCodeCountries } },
  decorators: [
    (Story, { parameters }) => (
      <div className={parameters.wide ? 'max-w-4xl' : 'max-w-sm'}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof PostalCodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card form's default country: a US ZIP code, numeric keyboard, maxlength 10 (ZIP+4). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'ZIP code' });
    await expect(input).toHaveAttribute('maxlength', '10');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'postal-code');
  },
};

export const Filled: Story = { args: { defaultValue: '94105-1234' } };

/** A short ZIP code: the format hint is the error, shown when the payer leaves the field. */
export const Invalid: Story = {
  play: async ({ canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'ZIP code' });
    await step('no error while typing', async () => {
      await userEvent.type(input, '941');
      await expect(input).not.toBeInvalid();
    });
    await step('the hint on blur', async () => {
      await userEvent.tab();
      await expect(input).toBeInvalid();
      await expect(input).toHaveAccessibleDescription('Enter a 5-digit ZIP code, like 94105');
    });
  },
};

/** The postal code is required: leaving it blank shows the hint too. */
export const RequiredLeftBlank: Story = {
  args: { country: 'DE' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postal code' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Enter a 5-digit postal code, like 10115');
  },
};

/** A UK postcode: letters, the text keyboard, maxlength 8; upper-cased when the payer leaves. */
export const UnitedKingdom: Story = {
  args: { country: 'GB' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postcode' });
    await expect(input).toHaveAttribute('maxlength', '8');
    await expect(input).toHaveAttribute('inputmode', 'text');
    await userEvent.type(input, 'sw1a 1aa');
    await userEvent.tab();
    await expect(input).toHaveValue('SW1A 1AA');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('SW1A 1AA');
    await expect(input).not.toBeInvalid();
  },
};

/** The maxlength stops typing at the country's longest code (Austria: 4 digits). */
export const MaxLength: Story = {
  args: { country: 'AT' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postal code' });
    await userEvent.type(input, '101099');
    await expect(input).toHaveValue('1010');
  },
};

export const InvalidCanada: Story = {
  args: { country: 'CA', defaultValue: 'K1A 0B' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postal code' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Enter a postal code, like K1A 0B1');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '94105' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'ZIP code' })).toBeDisabled();
  },
};

/** In a narrow column a long hint wraps under the field. */
export const LongContent: Story = {
  args: { country: 'MC', defaultValue: '97000', error: postalCodeFormats.MC.hint },
  decorators: [(Story) => <div className="w-56">{Story()}</div>],
};

/** Every country the spec lists, filled with one of its real codes: none is refused. */
export const EveryCountry: Story = {
  render: (args) => (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {postalCodeCountries.map((country) => (
        <li key={country}>
          <PostalCodeInput
            {...args}
            country={country}
            label={`${postalCodeFormats[country].label} (${country})`}
            defaultValue={postalCodeFormats[country].example}
          />
        </li>
      ))}
    </ul>
  ),
  parameters: { wide: true },
  play: async ({ canvas }) => {
    const inputs = canvas.getAllByRole('textbox');
    await expect(inputs).toHaveLength(postalCodeCountries.length);
    for (const input of inputs) {
      await userEvent.click(input);
      await userEvent.tab();
      await expect(input).not.toBeInvalid();
    }
  },
};
