/**
 * What the form reads a bin lookup's answer with (card-form.ts): the brands it keeps (one of a
 * restricted debit network's, §4) and the one in use.
 */
export { binLookupResult, chosenLookupBrand } from '../../rules';
