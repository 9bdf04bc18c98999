import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_TODAY } from '../../mocks/fixtures';
import { mockSecuredFields } from '../../mocks/secured-fields';
import type { AddressLookupCall } from './address-lookup-types';
import { PAYER_PAGE_CARD_BRANDS } from '../form/card-constants';
import { CardWidget } from '../card-widget/card-widget';
import { cardWidgetCallbacks, renderCardWidget } from '../storybook/card-widget-story';

/** A merchant's lookup over three addresses (what a merchant's address service would answer). */
const sampleLookup: AddressLookupCall = (value, actions) => {
  const addresses = [
    {
      id: 'sf',
      street: '500 Market St',
      city: 'San Francisco',
      stateOrProvince: 'CA',
      postalCode: '94105',
      country: 'US',
    },
    {
      id: 'wi',
      street: '500 N Market St',
      city: 'Wilmington',
      stateOrProvince: 'DE',
      postalCode: '19801',
      country: 'US',
    },
    {
      id: 'ny',
      street: '500 Fifth Ave',
      city: 'New York',
      stateOrProvince: 'NY',
      postalCode: '10110',
      country: 'US',
    },
  ];
  const text = value.toLowerCase();
  actions.resolve(
    addresses
      .filter((each) => `${each.street} ${each.city}`.toLowerCase().includes(text))
      .map((each) => ({
        ...each,
        name: `${each.street}, ${each.city}, ${each.stateOrProvince} ${each.postalCode}`,
      })),
  );
};

/**
 * The card widget's billing address (docs/widget.md#views "Address views", §3, §5): its
 * modes, the required-fields list, the allowed countries, the read-only summary, the address
 * search with its manual entry, and the datasets' failure (free text fields).
 */
const meta = {
  title: 'Checkout/Card widget/Billing address',
  component: CardWidget,
  args: {
    securedFields: mockSecuredFields(),
    amount: { value: 2_050, currency: 'USD' },
    brands: PAYER_PAGE_CARD_BRANDS,
    today: MOCK_TODAY.now,
    billingAddressRequired: true,
    ...cardWidgetCallbacks(),
  },
  render: renderCardWidget,
} satisfies Meta<typeof CardWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (root: HTMLElement) =>
  within(within(root).getByRole('group', { name: 'Billing address' }));

export const Full: Story = {
  name: "Mode 'full' (the default)",
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement).getByLabelText('Street address')).toBeVisible();
  },
};

export const Partial: Story = {
  name: "Mode 'partial': the postal code only",
  args: { billingAddressMode: 'partial', data: { billingAddress: { country: 'GB' } } },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement).getAllByRole('textbox')).toHaveLength(1);
    await expect(group(canvasElement).getByLabelText('Postcode')).toBeVisible();
  },
};

export const None: Story = {
  name: "Mode 'none': no address",
  args: { billingAddressMode: 'none' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('group', { name: 'Billing address' }),
    ).toBeNull();
  },
};

export const RequiredFields: Story = {
  name: 'Required fields: country and postal code only',
  args: {
    billingAddressRequiredFields: ['country', 'postalCode'],
    data: { billingAddress: { country: 'NL' } },
  },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement).getByLabelText('City (optional)')).toBeVisible();
  },
};

export const ReadOnlyCountry: Story = {
  name: 'One allowed country: read-only',
  args: { billingAddressAllowedCountries: ['CA'] },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement).getByLabelText('Country')).toHaveAttribute('readonly');
  },
};

export const ReadOnlySummary: Story = {
  name: 'Read-only summary of a given address',
  args: {
    billingAddressReadOnly: true,
    data: {
      billingAddress: {
        street: 'Keizersgracht',
        houseNumberOrName: '313',
        postalCode: '1016 EE',
        city: 'Amsterdam',
        stateOrProvince: 'N/A',
        country: 'NL',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement).queryAllByRole('textbox')).toHaveLength(0);
    await expect(group(canvasElement).getByText(/Keizersgracht 313/)).toBeVisible();
  },
};

export const Search: Story = {
  name: 'Address search: before typing',
  args: { onAddressLookup: sampleLookup },
  play: async ({ canvasElement }) => {
    await expect(
      await group(canvasElement).findByRole('combobox', { name: 'Find your address' }),
    ).toBeVisible();
  },
};

export const SearchResults: Story = {
  name: 'Address search: results, the first one marked',
  args: { onAddressLookup: sampleLookup },
  play: async ({ canvasElement }) => {
    const search = await group(canvasElement).findByRole('combobox', { name: 'Find your address' });
    await userEvent.type(search, '500');
    await waitFor(() => expect(search).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(group(canvasElement).getAllByRole('option')).toHaveLength(3);
    await expect(group(canvasElement).getAllByRole('option')[0]).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const SearchChosen: Story = {
  name: 'Address search: a result chosen fills the fields',
  args: { onAddressLookup: sampleLookup },
  play: async ({ canvasElement }) => {
    const search = await group(canvasElement).findByRole('combobox', { name: 'Find your address' });
    await userEvent.type(search, 'Fifth');
    await waitFor(() => expect(search).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(group(canvasElement).getByLabelText('City')).toHaveValue('New York');
  },
};

export const ManualEntry: Story = {
  name: "Address search: 'Enter address manually'",
  args: { onAddressLookup: sampleLookup },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await group(canvasElement).findByRole('button', { name: 'Enter address manually' }),
    );
    await expect(group(canvasElement).getByLabelText('Country')).toHaveFocus();
  },
};

export const DatasetsFailed: Story = {
  name: 'Datasets failed: country and state as free text',
  args: { datasets: { countries: async () => [], states: async () => [] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(group(canvasElement).getByRole('textbox', { name: 'Country' })).toHaveValue('US'),
    );
    await expect(group(canvasElement).getByRole('textbox', { name: 'State' })).toBeVisible();
  },
};
