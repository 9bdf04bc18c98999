export {
  TaxNumberInput,
  taxNumberRequiredError,
  taxNumberText,
  type TaxNumberInputProps,
} from './tax-number-input';
