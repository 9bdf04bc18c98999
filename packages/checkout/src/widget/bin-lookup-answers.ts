/**
 * What the form reads a bin lookup's answer with (card-form.ts): the brands it keeps (one of a
 * restricted debit network's, §4) and the one in use. Needed only once an answer has come, so the
 * embeddable builds bring them with the brand marks' part, which every answer waits for
 * (`cardBrandsReady` in use-bin-lookup.ts; src/embed/lazy-bin-lookup-answers.ts stands in for this
 * module in their first files: scripts/build-widget.mjs LAZY_SEAMS); here they are at hand at once.
 */
export { binLookupResult, chosenLookupBrand } from '../rules';
