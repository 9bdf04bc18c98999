/**
 * The billing address: the fields and their modes per country, the address rules, the datasets and the address search.
 *
 * Loaded through `import()` by path, so not re-exported here: `address-search`.
 */
export {
  type AddressDatasets,
  type AddressDatasetsSource,
  type AddressLookupCall,
  type AddressSelectedCall,
} from './address-lookup-types';
export {
  addressMode,
  BILLING_ADDRESS_MODES,
  type BillingAddressMode,
  initialCountry,
  isAddressFieldInMode,
  isAddressFieldRequired,
} from './address-mode';
export { addressRules } from './address-rules';
export { ADDRESS_TEXTS } from './address-texts';
export { BillingAddressSection } from './billing-address-fields';
