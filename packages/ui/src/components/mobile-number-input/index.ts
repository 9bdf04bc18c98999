export {
  MobileNumberInput,
  mobileNumberError,
  mobileNumberRequiredError,
  type MobileNumberInputProps,
} from './mobile-number-input';
