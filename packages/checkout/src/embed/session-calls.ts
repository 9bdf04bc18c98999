/**
 * The session widget's calls as one part of the embeddable builds (issue 15): the session client,
 * its answers' readers and §8's reports of its failures (by the error level), and the 3-D Secure fingerprint call. The
 * first file holds `lazy-session-client.ts`, which loads this when a session widget sets up.
 */
export {
  createSessionClient,
  newIdempotencyKey,
  SessionCallError,
  sessionCallReport,
  setupSession,
} from '../widget/session-client';
export { submitThreeDS2Fingerprint } from '../card/sandbox/fingerprint-call';
export { reportFailedCall } from './error-level';
export { sessionWidgetProps, setupProps } from './session-widget-props';
