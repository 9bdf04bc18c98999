import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled by its label and passes native attributes to the input', () => {
    render(
      <TextField label="Card number" inputMode="numeric" autoComplete="cc-number" maxLength={23} />,
    );
    const input = screen.getByRole('textbox', { name: 'Card number' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'cc-number');
    expect(input).toHaveAttribute('maxlength', '23');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('ties the hint with aria-describedby', () => {
    render(<TextField label="Email" hint="We send the receipt here." />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We send the receipt here.',
    );
  });

  it('with an error: aria-invalid, and the error is described before the hint', () => {
    render(<TextField label="ZIP code" hint="5 digits" error="Enter a valid ZIP code" />);
    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid ZIP code 5 digits');
    const [first] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(first ?? '')).toHaveTextContent('Enter a valid ZIP code');
  });

  it('can be invalid without its own message', () => {
    render(<TextField label="Expiry date" invalid />);
    expect(screen.getByRole('textbox', { name: 'Expiry date' })).toBeInvalid();
  });

  it('reads the fixed prefix as part of the description and keeps the caller’s describedby', () => {
    render(
      <>
        <p id="note">Texts only</p>
        <TextField label="Mobile number" prefix="+1" aria-describedby="note" error="Too short" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      '+1 Too short Texts only',
    );
  });

  it('uses the given id, so an outside label or link can point to it', () => {
    render(<TextField id="card-number" label="Card number" error="Required" />);
    const input = screen.getByRole('textbox', { name: 'Card number' });
    expect(input).toHaveAttribute('id', 'card-number');
    expect(input).toHaveAttribute('aria-describedby', 'card-number-error');
  });

  it('forwards ref to the input, and typing reaches onChange', async () => {
    const ref = React.createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<TextField label="Name on card" ref={ref} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Ada');
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current?.value).toBe('Ada');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('renders the trailing slot and a visually hidden label', () => {
    render(
      <TextField label="Search" labelHidden trailing={<span data-testid="brand">VISA</span>} />,
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Search')).toHaveClass('sr-only');
    expect(screen.getByTestId('brand')).toBeInTheDocument();
  });

  it('is disabled with its box marked for styling', () => {
    render(<TextField label="Name" disabled />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeDisabled();
    expect(input.closest('[data-slot="text-field-box"]')).toHaveAttribute('data-disabled');
  });
});
