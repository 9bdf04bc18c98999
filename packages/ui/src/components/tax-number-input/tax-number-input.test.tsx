import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TaxNumberInput } from './tax-number-input';

const field = () => screen.getByRole('textbox') as HTMLInputElement;

describe('TaxNumberInput', () => {
  it('asks for the birth date, with min and max length 6 and 10', () => {
    render(<TaxNumberInput />);
    const input = screen.getByRole('textbox', { name: 'Birth date (YYMMDD)' });
    expect(input).toHaveAttribute('maxlength', '10');
    expect(input).toHaveAttribute('minlength', '6');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAccessibleDescription(
      'For a company card, enter the 10-digit corporate registration number.',
    );
  });

  it('changes its label once the value is longer than 6, and back', async () => {
    render(<TaxNumberInput />);
    await userEvent.type(field(), '900131');
    expect(screen.getByRole('textbox', { name: 'Birth date (YYMMDD)' })).toBe(field());
    await userEvent.type(field(), '1');
    expect(screen.getByRole('textbox', { name: 'Corporate registration number' })).toBe(field());
    await userEvent.type(field(), '{Backspace}');
    expect(screen.getByRole('textbox', { name: 'Birth date (YYMMDD)' })).toBe(field());
  });

  it('keeps digits only, at most 10, and gives them out', async () => {
    const onValueChange = vi.fn();
    render(<TaxNumberInput onValueChange={onValueChange} />);
    await userEvent.type(field(), '123-45-678901');
    expect(field()).toHaveValue('1234567890');
    expect(onValueChange).toHaveBeenLastCalledWith('1234567890');
  });

  it.each([
    ['90013', 'Enter your birth date as 6 digits (YYMMDD), like 900131'],
    ['12345678', 'Enter all 10 digits of the corporate registration number'],
  ])('reports %j on blur', async (typed, message) => {
    render(<TaxNumberInput />);
    await userEvent.type(field(), typed);
    expect(field()).not.toBeInvalid();
    await userEvent.tab();
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it.each(['900131', '1234567890'])('accepts %j', async (typed) => {
    render(<TaxNumberInput />);
    await userEvent.type(field(), typed);
    await userEvent.tab();
    expect(field()).not.toBeInvalid();
  });

  it('blank is no error unless required', async () => {
    const { unmount } = render(<TaxNumberInput />);
    await userEvent.click(field());
    await userEvent.tab();
    expect(field()).not.toBeInvalid();
    unmount();
    render(<TaxNumberInput required />);
    await userEvent.click(field());
    await userEvent.tab();
    expect(field()).toHaveAttribute('aria-required', 'true');
    expect(field()).toHaveAccessibleDescription(
      expect.stringContaining('Enter your birth date or corporate registration number'),
    );
  });
});
