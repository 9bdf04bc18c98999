/**
 * The session widget's calls, a lazy chunk: the session client, its answers' readers and §8's
 * reports of its failures (by the error level), and the 3-D Secure fingerprint call.
 * `lazy-session-client.ts` imports it when a session widget sets up.
 */
export {
  createSessionClient,
  newIdempotencyKey,
  SessionCallError,
  sessionCallReport,
  setupSession,
} from '../widget/session';
export { submitThreeDS2Fingerprint } from '../card/sandbox/fingerprint-call';
export { reportFailedCall } from './error-level';
export { sessionWidgetProps, setupProps } from './session-widget-props';
