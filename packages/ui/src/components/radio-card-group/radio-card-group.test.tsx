import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioCard, RadioCardGroup } from './radio-card-group';

function Methods({ onValueChange = vi.fn(), disabledBank = false, defaultValue = 'card' }) {
  return (
    <RadioCardGroup
      aria-label="Payment method"
      defaultValue={defaultValue}
      onValueChange={onValueChange}
    >
      <RadioCard
        value="card"
        title="Credit or debit card"
        description="Fastest payment processing"
      />
      <RadioCard value="bank" title="Pay by bank" disabled={disabledBank} />
      <RadioCard value="wire" title="Wire transfer" />
    </RadioCardGroup>
  );
}

describe('RadioCardGroup', () => {
  it('names each card by its title and describes it by its helper text', () => {
    render(<Methods />);
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
    const card = screen.getByRole('radio', { name: 'Credit or debit card' });
    expect(card).toBeChecked();
    expect(card).toHaveAccessibleDescription('Fastest payment processing');
  });

  it('is one tab stop; arrow keys move, select and wrap', async () => {
    const onValueChange = vi.fn();
    render(<Methods onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toHaveFocus();
    // Keys are held then released (`{Key>}{/Key}`), as a person does: Radix selects the option
    // that receives focus while an arrow key is down.
    await userEvent.keyboard('{ArrowDown>}{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Pay by bank' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('bank');
    await userEvent.keyboard('{ArrowDown>}{/ArrowDown}{ArrowDown>}{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('skips a disabled option and ignores clicks on it', async () => {
    const onValueChange = vi.fn();
    render(<Methods onValueChange={onValueChange} disabledBank />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown>}{/ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Wire transfer' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Wire transfer' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Pay by bank' }), {
      pointerEventsCheck: 0,
    });
    expect(screen.getByRole('radio', { name: 'Pay by bank' })).not.toBeChecked();
    expect(onValueChange).not.toHaveBeenCalledWith('bank');
  });

  it('selects on click', async () => {
    render(<Methods defaultValue="" />);
    await userEvent.click(screen.getByText('Wire transfer'));
    expect(screen.getByRole('radio', { name: 'Wire transfer' })).toBeChecked();
  });
});
