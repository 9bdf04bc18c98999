/**
 * The billing address's own strings (issue 16), in one place so they can be translated (the
 * widget's other parts keep theirs beside them; `address-data.ts` has the fields' labels).
 */
export const ADDRESS_TEXTS = {
  searchLabel: 'Find your address',
  searchHint: 'Start typing your street or postal code',
  searching: 'Searching…',
  noResults: 'No addresses found',
  results: (count: number) => (count === 1 ? '1 address found' : `${count} addresses found`),
  manualEntry: 'Enter address manually',
  searchFailed: 'The address search is not available. Enter your address manually.',
  optional: (label: string) => `${label} (optional)`,
  countryCodeHint: 'Two-letter code, like US',
} as const;
