/**
 * Where the card digits live: the card-fields interface the form talks to
 * (`card-fields.ts`), and its implementations: the sandbox's secured frames in `secured/`, and
 * Adyen Web's `CustomCard` in `adyen/` (with the test and live environments' form, imported by
 * the session widget itself so Adyen Web loads only there; docs/widget.md "Environments").
 */
export {
  useFieldElements,
  type CardField,
  type CardFields,
  type CardFieldsConnection,
  type CardFieldsInput,
  type CardFieldsStatus,
  type CardFieldState,
  type FieldElements,
} from './card-fields';
export * from './secured';
