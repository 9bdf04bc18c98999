import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { postalCodeCountries, postalCodeFormats } from '../../rules/postal-code';
import { PostalCodeInput } from './postal-code-input';

const field = () => screen.getByRole('textbox') as HTMLInputElement;

describe('PostalCodeInput', () => {
  it('is a US ZIP code by default', () => {
    render(<PostalCodeInput />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(input).toHaveAttribute('maxlength', '10');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it.each(postalCodeCountries)(
    '%s: accepts its example and refuses a wrong value on blur',
    async (c) => {
      const format = postalCodeFormats[c];
      render(<PostalCodeInput country={c} />);
      const input = screen.getByRole('textbox', { name: format.label });
      expect(input).toHaveAttribute('maxlength', String(format.maxLength));
      expect(input).toHaveAttribute('inputmode', format.inputMode);
      await userEvent.type(input, format.example);
      await userEvent.tab();
      expect(input).not.toBeInvalid();
      await userEvent.clear(input);
      await userEvent.type(input, '1');
      await userEvent.tab();
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription(format.hint);
    },
  );

  it('shows the format hint when left blank, and clears it once valid', async () => {
    render(<PostalCodeInput />);
    await userEvent.click(field());
    await userEvent.tab();
    expect(field()).toHaveAccessibleDescription('Enter a 5-digit ZIP code, like 94105');
    await userEvent.type(field(), '9410');
    expect(field()).toBeInvalid();
    await userEvent.type(field(), '5');
    expect(field()).not.toBeInvalid();
  });

  it('normalises on blur and reports it', async () => {
    const onValueChange = vi.fn();
    render(<PostalCodeInput country="GB" onValueChange={onValueChange} />);
    await userEvent.type(field(), 'sw1a 1aa');
    await userEvent.tab();
    expect(field()).toHaveValue('SW1A 1AA');
    expect(onValueChange).toHaveBeenLastCalledWith('SW1A 1AA');
    expect(field()).not.toBeInvalid();
  });

  it.each([
    ['CA', 'k1a-0b1', 'K1A 0B1'],
    ['SK', '81101', '811 01'],
    ['NL', '1234ab', '1234 AB'],
  ])('%s: %j typed becomes the canonical %j on blur', async (country, typed, canonical) => {
    const onValueChange = vi.fn();
    render(<PostalCodeInput country={country} onValueChange={onValueChange} />);
    await userEvent.type(field(), typed);
    await userEvent.tab();
    expect(field()).toHaveValue(canonical);
    expect(onValueChange).toHaveBeenLastCalledWith(canonical);
    expect(field()).not.toBeInvalid();
  });

  it('re-checks a shown error when the country changes', async () => {
    const { rerender } = render(<PostalCodeInput country="US" />);
    await userEvent.type(field(), '1010');
    await userEvent.tab();
    expect(field()).toBeInvalid();
    rerender(<PostalCodeInput country="AT" />);
    expect(field()).not.toBeInvalid();
    expect(field()).toHaveAttribute('maxlength', '4');
  });

  it('lets the form’s error win', () => {
    render(<PostalCodeInput error="Enter the billing ZIP code" />);
    expect(field()).toHaveAccessibleDescription('Enter the billing ZIP code');
  });

  it('is optional when told so: blank is then no error', async () => {
    render(<PostalCodeInput country="JP" required={false} />);
    await userEvent.click(field());
    await userEvent.tab();
    expect(field()).not.toBeInvalid();
    expect(field()).not.toHaveAttribute('maxlength');
  });
});
