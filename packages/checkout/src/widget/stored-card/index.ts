/**
 * The stored card: paying with a card the payer saved.
 *
 * Loaded through `import()` by path, so not re-exported here: `stored-card-form`.
 */
export { STORED_CARD_TEXT } from './stored-card-form-state';
