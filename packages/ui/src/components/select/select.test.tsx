import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './select';

const options = [
  { value: 'CA', label: 'California' },
  { value: 'NY', label: 'New York' },
];

describe('Select', () => {
  it('is labelled, starts on its placeholder, which cannot be chosen again', async () => {
    render(<Select label="State" options={options} placeholder="Select a state" />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select a state' })).toBeDisabled();
    await userEvent.selectOptions(select, 'NY');
    expect(select).toHaveValue('NY');
  });

  it('ties hint and error and marks itself invalid', () => {
    render(
      <Select label="State" options={options} hint="Billing address" error="Select a state" />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Select a state Billing address');
  });

  it('takes option children too', () => {
    render(
      <Select label="Country" defaultValue="US">
        <option value="US">United States</option>
      </Select>,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  });
});
