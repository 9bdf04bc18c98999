export { FieldBox, type FieldBoxProps } from './field-box';
