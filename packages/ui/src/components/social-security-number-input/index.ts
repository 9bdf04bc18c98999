export {
  SocialSecurityNumberInput,
  socialSecurityNumberError,
  type SocialSecurityNumberInputProps,
} from './social-security-number-input';
