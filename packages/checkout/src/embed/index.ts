/**
 * `@paypage/checkout/widget`: the card widget for merchants' pages. For React: the
 * `CardWidget` component (the page makes the calls in `onSubmit` / `onAdditionalDetails`) and
 * `SessionCardWidget` (give it a session: it pays by itself). For any page: `mountCardWidget`.
 * The package a merchant installs is `@paypage/widget` (packages/widget), built from this entry;
 * see README "Embedding the card widget".
 */
export { CardWidget } from '../widget/card-widget';
export type * from '../widget/options';
export { SessionCardWidget } from './session-card-widget';
export { mountCardWidget, type MountedCardWidget } from './mount-card-widget';
export {
  EMBED_ERRORS,
  ENVIRONMENTS,
  ERROR_LEVELS,
  type CallbackWidgetOptions,
  type EmbedOptions,
  type Environment,
  type ErrorLevel,
  type SessionWidgetOptions,
  type WidgetSession,
} from './embed-options';
export { CheckoutError } from '../rules';
