/**
 * The session client: the calls of a card session and their errors.
 */
export {
  createSessionClient,
  newIdempotencyKey,
  SessionCallError,
  sessionCallReport,
  setupSession,
  type SessionClient,
  type SessionClientOptions,
  type SessionSetup,
} from './session-client';
