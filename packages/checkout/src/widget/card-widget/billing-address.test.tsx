/**
 * The billing address's modes, required fields, read-only views, address search and datasets
 * (docs/widget.md#options), through the whole widget with simulated frames.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleSecuredFields } from '@paypage/contract/fixtures';
import type { AddressLookupCall } from '../address/address-lookup-types';
import type { CardPaymentData } from '../form/card-form';
import { ADDRESS_SEARCH_DEBOUNCE_MS } from '../address/address-search';
import { CardWidget } from './card-widget';
import { connectSimulatedFrames, type SimulatedFrames } from '../testing/simulated-frames';
import type { CardWidgetProps, PaymentActions, SubmitState } from '../options/widget-types';

async function renderAddress(props: Partial<CardWidgetProps>) {
  const onSubmit = vi.fn<(state: SubmitState, actions: PaymentActions) => void>();
  const view = render(
    <CardWidget
      securedFields={exampleSecuredFields}
      amount={{ value: 2_050, currency: 'USD' }}
      billingAddressRequired
      today={new Date('2026-11-22T17:00:00.000Z')}
      onSubmit={onSubmit}
      onAdditionalDetails={vi.fn()}
      {...props}
    />,
  );
  const frames = await connectSimulatedFrames();
  return { onSubmit, frames, view };
}

async function typeCard(frames: SimulatedFrames) {
  await frames.type('cardNumber', '4111111111111111');
  await frames.type('expiryDate', '0330');
  await frames.type('securityCode', '737');
}

/** Presses Pay and answers the billing address sent (undefined: none, or no submit). */
async function payAndRead(
  user: ReturnType<typeof userEvent.setup>,
  onSubmit: ReturnType<typeof vi.fn>,
) {
  await user.click(pay());
  return submitted(onSubmit)?.billingAddress;
}

const searchStatus = () =>
  within(screen.getByRole('group', { name: 'Billing address' })).getByRole('status');
const pay = () => screen.getByRole('button', { name: 'Pay $20.50' });
const submitted = (onSubmit: ReturnType<typeof vi.fn>) =>
  (onSubmit.mock.calls[0]?.[0] as SubmitState | undefined)?.data as CardPaymentData | undefined;

afterEach(() => vi.useRealTimers());

describe('billing address modes', () => {
  it("'full' (the default) shows every field and sends all six", async () => {
    await renderAddress({});
    for (const label of ['Country', 'Street address', 'Apt, suite (optional)', 'City', 'State'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toBeInTheDocument();
  });

  it("'partial' shows the postal code alone and sends it with its country", async () => {
    const user = userEvent.setup();
    const { onSubmit, frames } = await renderAddress({
      billingAddressMode: 'partial',
      data: { billingAddress: { country: 'GB' } },
    });
    const group = screen.getByRole('group', { name: 'Billing address' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(1);
    expect(screen.queryByLabelText('Street address')).toBeNull();
    expect(screen.queryByLabelText('Country')).toBeNull();
    await typeCard(frames);
    await user.click(pay());
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Postcode'), 'sw1a 1aa');
    await user.click(pay());
    expect(submitted(onSubmit)?.billingAddress).toEqual({ postalCode: 'SW1A 1AA', country: 'GB' });
  });

  it("'none' shows no address and sends none, even with billingAddressRequired", async () => {
    const user = userEvent.setup();
    const { onSubmit, frames } = await renderAddress({ billingAddressMode: 'none' });
    expect(screen.queryByRole('group', { name: 'Billing address' })).toBeNull();
    await typeCard(frames);
    await user.click(pay());
    expect(submitted(onSubmit)).not.toHaveProperty('billingAddress');
  });

  it('a field left out of billingAddressRequiredFields is optional; the others are required', async () => {
    const user = userEvent.setup();
    const { onSubmit, frames } = await renderAddress({
      billingAddressRequiredFields: ['country', 'postalCode'],
      data: { billingAddress: { country: 'NL' } },
    });
    expect(screen.getByLabelText('Street (optional)')).not.toBeRequired();
    expect(screen.getByLabelText('House number (optional)')).toHaveAttribute(
      'aria-required',
      'false',
    );
    expect(screen.getByLabelText('City (optional)')).toHaveAttribute('aria-required', 'false');
    await typeCard(frames);
    await user.click(pay());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Postal code')).toHaveFocus();
    await user.type(screen.getByLabelText('Postal code'), '1012 AB');
    expect(await payAndRead(user, onSubmit)).toMatchObject({
      country: 'NL',
      postalCode: '1012 AB',
      street: '',
      city: '',
      stateOrProvince: 'N/A',
    });
  });

  it('still checks a value typed into an optional postal code', async () => {
    const user = userEvent.setup();
    const { onSubmit, frames } = await renderAddress({
      billingAddressRequiredFields: ['country'],
      data: { billingAddress: { country: 'US' } },
    });
    await typeCard(frames);
    await user.type(screen.getByLabelText('ZIP code (optional)'), '941');
    await user.click(pay());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter a 5-digit ZIP code, like 94105')).toBeInTheDocument();
  });
});

describe('allowed countries (§5)', () => {
  it('with exactly one, the country is read-only and the payment carries it', async () => {
    await renderAddress({ billingAddressAllowedCountries: ['ca'] });
    const country = screen.getByLabelText('Country');
    expect(country).toHaveAttribute('readonly');
    expect(country).toHaveValue('Canada');
    expect(screen.getByLabelText('Province')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code')).toBeInTheDocument();
  });

  it('with several, the list has only them, and a given country outside it gives way', async () => {
    await renderAddress({
      billingAddressAllowedCountries: ['NL', 'BE'],
      data: { billingAddress: { country: 'US' } },
    });
    const country = screen.getByLabelText('Country');
    expect(country).toHaveValue('NL');
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Belgium', 'Netherlands']);
  });
});

describe('the read-only summary (§2)', () => {
  const given = {
    street: 'Keizersgracht',
    houseNumberOrName: '313',
    postalCode: '1016 EE',
    city: 'Amsterdam',
    stateOrProvince: 'N/A',
    country: 'NL',
  };

  it('shows a complete given address as text, with no fields, and sends it', async () => {
    const user = userEvent.setup();
    const { onSubmit, frames } = await renderAddress({
      billingAddressReadOnly: true,
      data: { billingAddress: given },
    });
    const group = screen.getByRole('group', { name: 'Billing address' });
    expect(within(group).queryAllByRole('textbox')).toHaveLength(0);
    expect(group).toHaveTextContent('Keizersgracht 313');
    expect(group).toHaveTextContent('1016 EE Amsterdam');
    expect(group).toHaveTextContent('Netherlands');
    expect(group).not.toHaveTextContent('N/A');
    await typeCard(frames);
    await user.click(pay());
    expect(submitted(onSubmit)?.billingAddress).toEqual(given);
  });

  it('shows the fields when the given address is incomplete (the payer must finish it)', async () => {
    await renderAddress({
      billingAddressReadOnly: true,
      data: { billingAddress: { ...given, city: '' } },
    });
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByLabelText('Street')).toHaveValue('Keizersgracht');
  });
});

describe('address search (§3, §9: 300 ms debounce)', () => {
  const marketStreet = {
    street: '500 Market St',
    city: 'San Francisco',
    stateOrProvince: 'CA',
    postalCode: '94105',
    country: 'US',
  };
  const results = [
    { id: 'a1', name: '500 Market St, San Francisco, CA 94105', ...marketStreet },
    { id: 'a2', name: '500 Market St, Wilmington, DE 19801' },
  ];

  it('calls the lookup once, 300 ms after the last keystroke, and lists the results', async () => {
    const lookup = vi.fn<AddressLookupCall>((_, actions) => actions.resolve(results));
    await renderAddress({ onAddressLookup: lookup });
    const search = await screen.findByRole('combobox', { name: 'Find your address' });
    vi.useFakeTimers();
    expect(screen.queryByLabelText('Street address')).toBeNull();
    fireEvent.change(search, { target: { value: '500' } });
    await act(async () => vi.advanceTimersByTime(200));
    fireEvent.change(search, { target: { value: '500 Mar' } });
    await act(async () => vi.advanceTimersByTime(ADDRESS_SEARCH_DEBOUNCE_MS - 1));
    expect(lookup).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup.mock.calls[0]?.[0]).toBe('500 Mar');
    expect(search).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(results.map((each) => each.name));
    expect(searchStatus()).toHaveTextContent('2 addresses found');
  });

  it('keyboard: ArrowDown marks a result, Enter fills the address and reveals the fields', async () => {
    const user = userEvent.setup();
    const lookup = vi.fn<AddressLookupCall>((_, actions) => actions.resolve(results));
    const { onSubmit, frames } = await renderAddress({ onAddressLookup: lookup });
    const search = await screen.findByRole('combobox', { name: 'Find your address' });
    await user.type(search, '500 Market');
    await waitFor(() => expect(search).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: results[0]!.name });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Street address')).toHaveValue('500 Market St');
    expect(screen.getByLabelText('City')).toHaveValue('San Francisco');
    expect(screen.getByLabelText('State')).toHaveValue('CA');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('94105');
    expect(screen.queryByRole('combobox', { name: 'Find your address' })).toBeNull();
    await typeCard(frames);
    expect(await payAndRead(user, onSubmit)).toEqual({
      ...marketStreet,
      houseNumberOrName: '',
    });
  });

  it('Escape closes the list; a result without fields asks onAddressSelected for them', async () => {
    const user = userEvent.setup();
    const selected = vi.fn((item, actions) =>
      actions.resolve({
        ...item,
        street: '500 N Market St',
        city: 'Wilmington',
        stateOrProvince: 'DE',
        postalCode: '19801',
        country: 'US',
      }),
    );
    await renderAddress({
      onAddressLookup: (_, actions) => actions.resolve(results),
      onAddressSelected: selected,
    });
    const search = await screen.findByRole('combobox', { name: 'Find your address' });
    await user.type(search, '500');
    await waitFor(() => expect(search).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(search).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.click(screen.getByRole('option', { name: results[1]!.name }));
    expect(selected).toHaveBeenCalledWith(results[1], expect.anything());
    expect(screen.getByLabelText('City')).toHaveValue('Wilmington');
    expect(screen.getByLabelText('State')).toHaveValue('DE');
  });

  it("'Enter address manually' reveals the empty fields, the first one focused", async () => {
    const user = userEvent.setup();
    await renderAddress({ onAddressLookup: vi.fn() });
    await user.click(await screen.findByRole('button', { name: 'Enter address manually' }));
    expect(screen.getByLabelText('Country')).toHaveFocus();
    expect(screen.getByLabelText('Street address')).toHaveValue('');
  });

  it('a rejected lookup shows its message (or a generic one); an empty answer says none found', async () => {
    const user = userEvent.setup();
    let answer: 'reject' | 'rejectWith' | 'empty' = 'rejectWith';
    await renderAddress({
      onAddressLookup: (_, actions) =>
        answer === 'empty'
          ? actions.resolve([])
          : actions.reject(
              answer === 'rejectWith' ? { errorMessage: 'Lookup is down' } : undefined,
            ),
    });
    const search = await screen.findByRole('combobox', { name: 'Find your address' });
    await user.type(search, 'x');
    expect(await screen.findByText('Lookup is down')).toBeInTheDocument();
    answer = 'reject';
    await user.type(search, 'y');
    expect(
      await screen.findByText('The address search is not available. Enter your address manually.'),
    ).toBeInTheDocument();
    answer = 'empty';
    await user.type(search, 'z');
    await waitFor(() => expect(searchStatus()).toHaveTextContent('No addresses found'));
  });

  it('paying with no address chosen: the search says the address is incomplete and is focused', async () => {
    const user = userEvent.setup();
    const { onSubmit, frames } = await renderAddress({ onAddressLookup: vi.fn() });
    await typeCard(frames);
    await user.click(pay());
    expect(onSubmit).not.toHaveBeenCalled();
    const search = await screen.findByRole('combobox', { name: 'Find your address' });
    expect(search).toHaveFocus();
    expect(search).toHaveAccessibleDescription(/Complete the billing address/);
  });
});

describe('datasets (§7)', () => {
  it('takes the country and state lists from the datasets, loading each once', async () => {
    const countries = vi.fn(async () => [
      { value: 'US', label: 'United States (dataset)' },
      { value: 'CA', label: 'Canada (dataset)' },
    ]);
    const states = vi.fn(async (country: string) =>
      country === 'CA'
        ? [{ value: 'QC', label: 'Québec (dataset)' }]
        : [{ value: 'NY', label: 'New York (dataset)' }],
    );
    const user = userEvent.setup();
    await renderAddress({ datasets: { countries, states } });
    expect(await screen.findByRole('option', { name: 'Canada (dataset)' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'New York (dataset)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(await screen.findByRole('option', { name: 'Québec (dataset)' })).toBeInTheDocument();
    expect(countries).toHaveBeenCalledTimes(1);
    expect(states.mock.calls.map(([country]) => country)).toEqual(['US', 'CA']);
  });

  it('an empty list (the call failed) makes the country and the state free text inputs', async () => {
    const user = userEvent.setup();
    const { onSubmit, frames } = await renderAddress({
      datasets: { countries: async () => [], states: async () => [] },
    });
    const country = await screen.findByRole('textbox', { name: 'Country' });
    expect(country).toHaveValue('US');
    const state = await screen.findByRole('textbox', { name: 'State' });
    await user.type(state, 'NY');
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Albany');
    await user.type(screen.getByLabelText('ZIP code'), '12207');
    await typeCard(frames);
    await user.click(pay());
    expect(submitted(onSubmit)?.billingAddress).toMatchObject({
      country: 'US',
      stateOrProvince: 'NY',
    });
  });
});
