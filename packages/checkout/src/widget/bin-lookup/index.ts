/**
 * The BIN lookup: the card number's first digits sent for the brand, the answers read into form state.
 *
 * Loaded through `import()` by path, so not re-exported here: `bin-lookup-client`.
 */
export { binLookupResult, chosenLookupBrand } from './bin-lookup-answers';
export {
  BIN_LOOKUP_ERROR,
  type BinLookupCall,
  type BinLookupRequest,
  lazyBinLookupClient,
  useBinLookup,
} from './use-bin-lookup';
