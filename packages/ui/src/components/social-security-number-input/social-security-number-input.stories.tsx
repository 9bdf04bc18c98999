import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SocialSecurityNumberInput } from './social-security-number-input';

const meta = {
  title: 'UI/Social Security Number Input',
  component: SocialSecurityNumberInput,
  args: { onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof SocialSecurityNumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CPF/CNPJ' });
    await expect(input).toHaveAttribute('maxlength', '18');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

/** Typing 11 digits gives a CPF, formatted as typed, with the caret kept beside the digit. */
export const TypingCpf: Story = {
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'CPF/CNPJ' });
    await step('digits are formatted as they come', async () => {
      await userEvent.type(input, '1234');
      await expect(input).toHaveValue('123.4');
      await userEvent.type(input, '5678909');
      await expect(input).toHaveValue('123.456.789-09');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('123.456.789-09');
    });
    await step('a digit deleted and typed in the middle keeps the caret in place', async () => {
      input.setSelectionRange(5, 5);
      await userEvent.keyboard('{Backspace}');
      await expect(input).toHaveValue('123.567.890-9');
      await expect(input.selectionStart).toBe(3);
      await userEvent.keyboard('4');
      await expect(input).toHaveValue('123.456.789-09');
      await expect(input.selectionStart).toBe(5);
    });
    await step('Backspace after a separator takes the digit before it', async () => {
      input.setSelectionRange(4, 4);
      await userEvent.keyboard('{Backspace}');
      await expect(input).toHaveValue('124.567.890-9');
      await expect(input.selectionStart).toBe(2);
      await userEvent.keyboard('3');
      await expect(input).toHaveValue('123.456.789-09');
    });
  },
};

/** From the 12th digit the number is a CNPJ; 14 digits (18 characters) is the most. */
export const TypingCnpj: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CPF/CNPJ' });
    await userEvent.type(input, '1234567800019599');
    await expect(input).toHaveValue('12.345.678/0001-95');
    await userEvent.tab();
    await expect(input).not.toBeInvalid();
  },
};

export const FilledCpf: Story = { args: { defaultValue: '12345678909' } };

/** A pasted number is cleaned and formatted whole. */
export const Pasted: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CPF/CNPJ' });
    await userEvent.click(input);
    await userEvent.paste('CNPJ 12345678000195');
    await expect(input).toHaveValue('12.345.678/0001-95');
  },
};

/** An incomplete number is reported when the payer leaves the field. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CPF/CNPJ' });
    await userEvent.type(input, '1234567');
    await expect(input).not.toBeInvalid();
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Enter a complete CPF (11 digits) or CNPJ (14 digits)',
    );
  },
};

/** Leaving the field blank is no error. */
export const BlankIsNoError: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CPF/CNPJ' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).not.toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '12345678000195' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'CPF/CNPJ' })).toBeDisabled();
  },
};

/** In a narrow column the hint and the error wrap. */
export const LongContent: Story = {
  args: {
    defaultValue: '12.345.678/0001',
    hint: 'The CPF of the cardholder, or the CNPJ of the company the card belongs to.',
    error: 'Enter a complete CPF (11 digits) or CNPJ (14 digits)',
  },
  decorators: [(Story) => <div className="w-56">{Story()}</div>],
};

/** A merchant's brand colour reaches the focus ring. */
export const MerchantBrandFocused: Story = {
  args: { defaultValue: '12345678909' },
  globals: { brand: 'merchant' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'CPF/CNPJ' });
    await expect(input).toHaveFocus();
    // Keyboard focus selects the text; put the caret at the end so the ring is what shows.
    input.setSelectionRange(input.value.length, input.value.length);
  },
};
