/**
 * The address search (docs/widget.md#views "Address views", §3, §9): a combobox whose text
 * goes to the merchant's lookup 300 ms after the payer stops typing; the results are a listbox
 * (Arrow keys move, Enter chooses, Escape closes); choosing one fills the address and reveals its
 * fields, 'Enter address manually' reveals them empty. A lookup that rejects shows its
 * `errorMessage` (or a generic one) on the field; an answer to older text is dropped.
 */
import * as React from 'react';
import { Button, cn, TextField } from '@paypage/ui';
import type {
  AddressLookupCall,
  AddressLookupItem,
  AddressSelectedCall,
} from './address-lookup-types';
import { localText } from './address-texts';
import type { PartText } from '../i18n/translate';

/** The address search's strings in en-US (a locale's: the same keys). */
export const ADDRESS_SEARCH_TEXTS = {
  'address.search.label': 'Find your address',
  'address.search.hint': 'Start typing your street or postal code',
  'address.search.searching': 'Searching…',
  'address.search.noResults': 'No addresses found',
  'address.search.oneResult': '1 address found',
  'address.search.results': '{count} addresses found',
  'address.search.manualEntry': 'Enter address manually',
  'address.search.failed': 'The address search is not available. Enter your address manually.',
} as const satisfies Record<string, string>;

/** §9: the address search debounce. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;

export type AddressSearchProps = {
  id: string;
  onAddressLookup: AddressLookupCall;
  onAddressSelected?: AddressSelectedCall;
  /** An item chosen (with its fields once `onAddressSelected` gave them). */
  onChoose: (item: AddressLookupItem) => void;
  onManualEntry: () => void;
  /** The form's error for the address (shown on the search field, e.g. on submit). */
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  /** The locale's strings (en-US without). */
  text?: PartText;
};

type Results =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; items: readonly AddressLookupItem[] }
  | { status: 'failed'; message: string };

const IDLE: Results = { status: 'idle' };

export function AddressSearch({
  id,
  onAddressLookup,
  onAddressSelected,
  onChoose,
  onManualEntry,
  error,
  inputRef,
  text: partText,
}: AddressSearchProps) {
  const [text, setText] = React.useState('');
  const [answer, setResults] = React.useState<Results>(IDLE);
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(-1);
  // The search the latest keystroke asked for: answers to older ones are dropped.
  const searchId = React.useRef(0);
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;

  React.useEffect(() => {
    const query = text.trim();
    const search = ++searchId.current;
    if (query === '') return undefined;
    const timer = setTimeout(() => {
      setResults({ status: 'searching' });
      const current = () => search === searchId.current;
      onAddressLookup(query, {
        resolve: (items) => {
          if (!current()) return;
          setResults({ status: 'done', items: items.filter((item) => item && item.id) });
          setActive(-1);
          setOpen(true);
        },
        reject: (reason) => {
          if (current())
            setResults({
              status: 'failed',
              message:
                reason?.errorMessage ||
                localText(partText, ADDRESS_SEARCH_TEXTS, 'address.search.failed'),
            });
        },
      });
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // The merchant's callback is read when the timer fires; a new function is no new search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  // Cleared text: nothing listed (an answer still on its way is dropped by its search id).
  const results = text.trim() === '' ? IDLE : answer;
  const items = results.status === 'done' ? results.items : [];
  const expanded = open && results.status === 'done';

  const choose = (item: AddressLookupItem) => {
    setOpen(false);
    if (!onAddressSelected) {
      onChoose(item);
      return;
    }
    const search = searchId.current;
    onAddressSelected(item, {
      resolve: (full) => {
        if (search === searchId.current) onChoose({ ...item, ...full });
      },
      reject: (reason) =>
        setResults({
          status: 'failed',
          message:
            reason?.errorMessage ||
            localText(partText, ADDRESS_SEARCH_TEXTS, 'address.search.failed'),
        }),
    });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + items.length) % items.length);
    } else if (event.key === 'Enter' && expanded && items[active]) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const status =
    results.status === 'searching'
      ? localText(partText, ADDRESS_SEARCH_TEXTS, 'address.search.searching')
      : results.status === 'done'
        ? items.length === 0
          ? localText(partText, ADDRESS_SEARCH_TEXTS, 'address.search.noResults')
          : items.length === 1
            ? localText(partText, ADDRESS_SEARCH_TEXTS, 'address.search.oneResult')
            : localText(partText, ADDRESS_SEARCH_TEXTS, 'address.search.results', {
                count: items.length,
              })
        : '';

  return (
    <div data-slot="address-search" className="flex flex-col gap-3">
      <TextField
        id={id}
        ref={inputRef}
        label={localText(partText, ADDRESS_SEARCH_TEXTS, 'address.search.label')}
        hint={localText(partText, ADDRESS_SEARCH_TEXTS, 'address.search.hint')}
        error={results.status === 'failed' ? results.message : error}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value.replace(/^\s+/, ''));
          setOpen(false);
        }}
        onKeyDown={onKeyDown}
      />
      <p role="status" className="sr-only">
        {status}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={localText(partText, ADDRESS_SEARCH_TEXTS, 'address.search.label')}
        hidden={!expanded || items.length === 0}
        className="flex flex-col overflow-hidden rounded-md border border-border bg-surface shadow-sm"
      >
        {items.map((item, index) => (
          <div
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            data-state={index === active ? 'active' : undefined}
            className={cn(
              'cursor-pointer border-b border-border px-3 py-2.5 text-base text-text last:border-b-0',
              index === active ? 'bg-neutral-subtle' : 'hover:bg-surface-sunken',
            )}
            // The input keeps focus (the listbox is reached through aria-activedescendant).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(item)}
            // Reached with the input's arrows (aria-activedescendant); a focused option chooses too.
            tabIndex={-1}
            onKeyDown={(event) => {
              if (event.key === 'Enter') choose(item);
            }}
          >
            {item.name}
          </div>
        ))}
      </div>
      {expanded && items.length === 0 ? (
        <p className="text-sm text-muted">
          {localText(partText, ADDRESS_SEARCH_TEXTS, 'address.search.noResults')}
        </p>
      ) : null}
      <Button type="button" variant="link" className="self-start" onClick={onManualEntry}>
        {localText(partText, ADDRESS_SEARCH_TEXTS, 'address.search.manualEntry')}
      </Button>
    </div>
  );
}

export default AddressSearch;
