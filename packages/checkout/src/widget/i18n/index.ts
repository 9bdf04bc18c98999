/**
 * The widget's strings: the en-US table, the translator, the shipped locales and the React context that carries them.
 *
 * Loaded through `import()` by path, so not re-exported here: `locale-pt-br`, `locale-ko-kr`.
 */
export { EN_US, type WidgetStringKey, type WidgetStrings } from './en-us';
export { loadTranslations, needsLoading, SHIPPED_LOCALES } from './load-translations';
export { type PartStringKey } from './part-keys';
export {
  createTranslator,
  fillPlaceholders,
  type PartText,
  placeholdersOf,
  type Translate,
  translateEnUs,
  translateError,
  type TranslationValues,
} from './translate';
export {
  useLocaleStrings,
  useWidgetStrings,
  useWidgetText,
  type WidgetText,
  WidgetTextProvider,
} from './widget-strings';
