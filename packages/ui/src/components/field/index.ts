export {
  controlBoxClass,
  Field,
  FieldError,
  FieldHint,
  Label,
  useFieldDescription,
  type FieldDescription,
  type FieldProps,
  type LabelProps,
} from './field';
