import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('is a named switch, described by its hint, toggled by its label', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Switch label="Email me a receipt" hint="Sent once paid" onCheckedChange={onCheckedChange} />,
    );
    const control = screen.getByRole('switch', { name: 'Email me a receipt' });
    expect(control).toHaveAccessibleDescription('Sent once paid');
    await userEvent.click(screen.getByText('Email me a receipt'));
    expect(control).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('does nothing when disabled', async () => {
    render(<Switch label="Email me a receipt" disabled />);
    await userEvent.click(screen.getByRole('switch'), { pointerEventsCheck: 0 });
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});
