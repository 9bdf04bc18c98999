import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is named by its label, which toggles it', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Save card" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Save card' });
    await userEvent.click(screen.getByText('Save card'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('ties hint and error, and marks itself invalid', () => {
    render(<Checkbox label="I agree" hint="Read the terms" error="Agree to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Agree to continue Read the terms');
  });

  it('toggles with Space', async () => {
    render(<Checkbox label="Save card" />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Save card' })).toBeChecked();
  });
});
