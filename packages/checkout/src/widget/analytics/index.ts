/**
 * The widget's analytics: the session's event sender and the notes the form sends.
 *
 * Loaded through `import()` by path, so not re-exported here: `analytics-sender`.
 */
export { sessionAnalytics } from './session-analytics';
export {
  analyticsSinkOf,
  dualBrandNote,
  fieldOfElement,
  focusNote,
  useRenderedEvent,
  walletNote,
} from './use-widget-analytics';
