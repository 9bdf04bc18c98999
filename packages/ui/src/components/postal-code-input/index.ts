export { PostalCodeInput, type PostalCodeInputProps } from './postal-code-input';
