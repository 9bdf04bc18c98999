/**
 * The sandbox's Apple Pay merchant session: what Apple's payment session endpoint
 * answers (epochTimestamp, expiresAt, merchantSessionIdentifier, nonce, merchantIdentifier,
 * domainName, displayName, signature), made up here and base64-encoded as the processor's
 * `applePay/sessions` answers it. Its signature is 'sandbox': no real Apple Pay sheet accepts it.
 */
import { randomBytes } from 'node:crypto';
import {
  SANDBOX_CLIENT_KEY,
  type ApplePaySession,
  type ApplePaySessionRequest,
} from '@paypage/contract';
import { ApiError } from '../http/errors.ts';

/** How long the made-up session says it lasts (Apple's last 5 minutes). */
const SESSION_MS = 5 * 60 * 1000;

export function sandboxApplePaySession(
  clientKey: string,
  body: ApplePaySessionRequest,
  now: number = Date.now(),
): ApplePaySession {
  if (clientKey !== SANDBOX_CLIENT_KEY) {
    throw new ApiError(401, 'The clientKey must be the session’s client key.');
  }
  const session = {
    epochTimestamp: now,
    expiresAt: now + SESSION_MS,
    merchantSessionIdentifier: `SSH_SANDBOX_${randomBytes(8).toString('hex').toUpperCase()}`,
    nonce: randomBytes(4).toString('hex'),
    merchantIdentifier: body.merchantIdentifier,
    domainName: body.domainName,
    displayName: body.displayName,
    signature: 'sandbox',
  };
  return { data: Buffer.from(JSON.stringify(session)).toString('base64') };
}
