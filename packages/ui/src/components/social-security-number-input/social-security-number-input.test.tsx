import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SocialSecurityNumberInput } from './social-security-number-input';

const field = () => screen.getByRole('textbox', { name: 'CPF/CNPJ' }) as HTMLInputElement;

describe('SocialSecurityNumberInput', () => {
  it('formats a CPF as typed and gives out the formatted value', async () => {
    const onValueChange = vi.fn();
    render(<SocialSecurityNumberInput onValueChange={onValueChange} />);
    await userEvent.type(field(), '12345678909');
    expect(field()).toHaveValue('123.456.789-09');
    expect(onValueChange).toHaveBeenLastCalledWith('123.456.789-09');
    expect(onValueChange).toHaveBeenCalledTimes(11);
  });

  it('turns into a CNPJ from the 12th digit and stops at 14 digits (18 characters)', async () => {
    render(<SocialSecurityNumberInput />);
    await userEvent.type(field(), '123456789012');
    expect(field()).toHaveValue('12.345.678/9012');
    await userEvent.type(field(), '3456789');
    expect(field()).toHaveValue('12.345.678/9012-34');
    expect(field()).toHaveAttribute('maxlength', '18');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
  });

  it('ignores letters and keeps the caret after the last digit', async () => {
    render(<SocialSecurityNumberInput />);
    await userEvent.type(field(), '123a4');
    expect(field()).toHaveValue('123.4');
    expect(field().selectionStart).toBe(5);
  });

  it('keeps the caret beside a digit typed in the middle', async () => {
    render(<SocialSecurityNumberInput defaultValue="123.456.789" />);
    const input = field();
    input.focus();
    input.setSelectionRange(2, 2);
    await userEvent.keyboard('0');
    expect(input).toHaveValue('120.345.678-9');
    expect(input.selectionStart).toBe(3);
  });

  it('Backspace right after a separator deletes the digit before it', async () => {
    render(<SocialSecurityNumberInput defaultValue="123.456" />);
    const input = field();
    input.focus();
    input.setSelectionRange(4, 4);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('124.56');
    expect(input.selectionStart).toBe(2);
  });

  it('Delete right before a separator deletes the digit after it', async () => {
    render(<SocialSecurityNumberInput defaultValue="123.456" />);
    const input = field();
    input.focus();
    input.setSelectionRange(3, 3);
    await userEvent.keyboard('{Delete}');
    expect(input).toHaveValue('123.56');
    expect(input.selectionStart).toBe(3);
  });

  it('takes a pasted number whole, formatted', async () => {
    const onValueChange = vi.fn();
    render(<SocialSecurityNumberInput onValueChange={onValueChange} />);
    field().focus();
    await userEvent.paste('CNPJ: 12345678000195');
    expect(field()).toHaveValue('12.345.678/0001-95');
    expect(onValueChange).toHaveBeenCalledWith('12.345.678/0001-95');
  });

  it('blank is no error, even after leaving the field', async () => {
    render(<SocialSecurityNumberInput />);
    await userEvent.click(field());
    await userEvent.tab();
    expect(field()).not.toBeInvalid();
  });

  it('reports an incomplete number on blur, and clears it once complete', async () => {
    render(<SocialSecurityNumberInput />);
    await userEvent.type(field(), '1234567');
    expect(field()).not.toBeInvalid();
    await userEvent.tab();
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription(
      'Enter a complete CPF (11 digits) or CNPJ (14 digits)',
    );
    await userEvent.type(field(), '8909');
    expect(field()).toHaveValue('123.456.789-09');
    expect(field()).not.toBeInvalid();
  });

  it('shows a controlled value formatted and lets the form’s error win', () => {
    render(<SocialSecurityNumberInput value="12345678909" error="Required for Brazilian cards" />);
    expect(field()).toHaveValue('123.456.789-09');
    expect(field()).toHaveAccessibleDescription('Required for Brazilian cards');
  });

  it('passes the ref to the input', () => {
    let node: HTMLInputElement | null = null;
    render(<SocialSecurityNumberInput ref={(element) => void (node = element)} />);
    expect(node).toBe(field());
  });
});
