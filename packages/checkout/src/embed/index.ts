/**
 * `@paypage/checkout/widget`: the card widget for merchants' pages (issue 15). For React: the
 * `CardWidget` component (the page makes the calls in `onSubmit` / `onAdditionalDetails`) and
 * `SessionCardWidget` (give it a session: it pays by itself). For any page: `mountCardWidget`.
 * The builds (`npm run build` → `dist/widget/`) add an ESM file and a script-tag file with its
 * stylesheet; see README "Embedding the card widget".
 */
export { CardWidget } from '../widget/card-widget';
export type * from '../widget/widget-types';
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
