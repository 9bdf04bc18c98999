export {
  ControlBox,
  controlBoxClass,
  Field,
  FieldError,
  FieldHint,
  Label,
  useFieldDescription,
  type ControlBoxProps,
  type FieldDescription,
  type FieldProps,
  type LabelProps,
} from './field';
