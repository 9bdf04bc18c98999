/**
 * The address search's callbacks (docs/widget.md#options merchant callbacks): the
 * merchant's lookup takes the text typed and answers a list of `{ id, name }`, each optionally
 * with the address's fields; choosing one that has none asks `onAddressSelected` for them. Both
 * answer through `actions.resolve` / `actions.reject`, like `onSubmit`. Types only.
 */
import type { BillingAddress } from '../form/card-form';

/** One search result: what the list shows (`name`) and, when known, the address itself. */
export type AddressLookupItem = { id: string; name: string } & Partial<BillingAddress>;

export type AddressLookupActions = {
  /** The results to list (an empty list: 'No addresses found'). */
  resolve: (items: readonly AddressLookupItem[]) => void;
  /** The search failed; an `errorMessage` is shown on the search field. */
  reject: (reason?: { errorMessage?: string }) => void;
};

export type AddressSelectedActions = {
  /** The chosen item with its address's fields. */
  resolve: (item: AddressLookupItem) => void;
  reject: (reason?: { errorMessage?: string }) => void;
};

/** Called 300 ms after the payer stops typing (§9 debounce), with the text typed. */
export type AddressLookupCall = (value: string, actions: AddressLookupActions) => void;
/** Called when the payer chooses an item: answer its full address. */
export type AddressSelectedCall = (
  item: AddressLookupItem,
  actions: AddressSelectedActions,
) => void;

/** The datasets the address reads (§7): the country list and a country's states, by locale. */
export type AddressDatasets = {
  countries: () => Promise<readonly { value: string; label: string }[]>;
  states: (country: string) => Promise<readonly { value: string; label: string }[]>;
};

/** The API the datasets come from: its base URL (the loading context) and the locale. */
export type AddressDatasetsSource = { baseUrl: string; locale?: string };
