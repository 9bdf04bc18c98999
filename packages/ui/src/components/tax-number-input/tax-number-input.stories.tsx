import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TaxNumberInput } from './tax-number-input';

const meta = {
  title: 'UI/Tax Number Input',
  component: TaxNumberInput,
  args: { onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof TaxNumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the field asks for the birth date and says what a company card needs. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Birth date (YYMMDD)' });
    await expect(input).toHaveAttribute('maxlength', '10');
    await expect(input).toHaveAttribute('minlength', '6');
  },
};

export const FilledBirthDate: Story = { args: { defaultValue: '900131' } };

/** Past 6 digits the label becomes 'Corporate registration number'. */
export const CorporateRegistrationNumber: Story = {
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Birth date (YYMMDD)' });
    await step('6 digits: still a birth date', async () => {
      await userEvent.type(input, '123456');
      await expect(canvas.getByRole('textbox', { name: 'Birth date (YYMMDD)' })).toBe(input);
    });
    await step('the 7th digit changes the label', async () => {
      await userEvent.type(input, '7');
      await expect(canvas.getByRole('textbox', { name: 'Corporate registration number' })).toBe(
        input,
      );
    });
    await step('10 digits at most, digits only, given out as typed', async () => {
      await userEvent.type(input, '89-01');
      await expect(input).toHaveValue('1234567890');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('1234567890');
      await userEvent.tab();
      await expect(input).not.toBeInvalid();
    });
  },
};

/** 5 digits are neither a birth date nor a registration number: reported on blur. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Birth date (YYMMDD)' });
    await userEvent.type(input, '90013');
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Enter your birth date as 6 digits (YYMMDD), like 900131'),
    );
  },
};

export const InvalidRegistrationNumber: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Birth date (YYMMDD)' });
    await userEvent.type(input, '12345678');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Enter all 10 digits of the corporate registration number'),
    );
  },
};

/** Required (Korean authentication asked for): a blank field is reported on blur. */
export const RequiredLeftBlank: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Birth date (YYMMDD)' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Enter your birth date or corporate registration number'),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1234567890' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Corporate registration number' }),
    ).toBeDisabled();
  },
};

/** In a narrow column the label, hint and error wrap. */
export const LongContent: Story = {
  args: {
    defaultValue: '1234567',
    error: 'Enter all 10 digits of the corporate registration number',
  },
  decorators: [(Story) => <div className="w-56">{Story()}</div>],
};
