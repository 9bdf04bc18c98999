/**
 * The sandbox 3-D Secure server's records: a challenge for its ACS, and a fingerprint (the method
 * frame's run, then `submitThreeDS2Fingerprint`), each with the `threeDS2` action announcing it.
 */
import { randomUUID } from 'node:crypto';
import {
  SANDBOX_3DS_METHOD_PATH,
  SANDBOX_3DS_NOTIFICATION_PATH,
  SANDBOX_ACS_PATH,
  type ChallengeToken,
  type FingerprintToken,
  type ThreeDS2Action,
  type TransStatus,
} from '@paypage/contract';
import type { Queryable } from '../db/db.ts';
import { opaque, type Session } from './card-sessions.ts';

/**
 * A 3-D Secure challenge recorded for the ACS (`transStatus` already set: a frictionless one the
 * ACS has passed); the action that announces it to the page.
 */
export async function recordChallenge(
  tx: Queryable,
  sessionId: string,
  detail: Record<string, unknown>,
  transStatus: TransStatus | null = null,
): Promise<ThreeDS2Action> {
  const acsTransID = randomUUID();
  const threeDSServerTransID = randomUUID();
  await tx.query(
    `insert into three_ds_challenges (acs_trans_id, three_ds_server_trans_id, session_id, payment, trans_status)
     values ($1, $2, $3, $4::text::jsonb, $5)`,
    [
      acsTransID,
      threeDSServerTransID,
      sessionId,
      JSON.stringify({ method: 'card', ...detail }),
      transStatus,
    ],
  );
  const token = {
    acsURL: SANDBOX_ACS_PATH,
    acsTransID,
    messageVersion: '2.2.0',
    threeDSServerTransID,
    messageType: 'CReq',
  } satisfies ChallengeToken;
  return {
    type: 'threeDS2',
    subtype: 'challenge',
    paymentData: opaque('Ab02'),
    token: Buffer.from(JSON.stringify(token)).toString('base64'),
  } satisfies ThreeDS2Action;
}

/** What a fingerprint test card asks for once the fingerprint is submitted. */
export type FingerprintStep = 'frictionless' | 'challenge' | 'timeout';

const stepOf = {
  'fingerprint-frictionless': 'frictionless',
  'fingerprint-challenge': 'challenge',
  'fingerprint-timeout': 'timeout',
} as const satisfies Record<string, FingerprintStep>;

/** The origin the page paid from (its `origin`); a malformed one posts to nobody. */
function originOf(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return 'null';
  }
}

/**
 * A 3-D Secure fingerprint for a card payment (test cards 4000 0000 0000 3014 / 3022 / 3030): the
 * method frame's data and what follows it, recorded; the `threeDS2` fingerprint action whose
 * token names the method URL, the notification URL, the post-message domain (the paying page's
 * origin) and the server transaction id.
 */
export async function recordFingerprint(
  tx: Queryable,
  session: Session,
  outcome: keyof typeof stepOf,
  detail: Record<string, unknown>,
  origin: string,
): Promise<ThreeDS2Action> {
  const threeDSServerTransID = randomUUID();
  const paymentData = opaque('Ab02');
  const postMessageDomain = originOf(origin);
  await tx.query(
    `insert into three_ds_fingerprints (three_ds_server_trans_id, payment_data, session_id, next_step, payment)
     values ($1, $2, $3, $4, $5::text::jsonb)`,
    [
      threeDSServerTransID,
      paymentData,
      session.id,
      stepOf[outcome],
      JSON.stringify({ method: 'card', postMessageDomain, ...detail }),
    ],
  );
  const token = {
    threeDSMethodUrl: SANDBOX_3DS_METHOD_PATH,
    threeDSMethodNotificationURL: SANDBOX_3DS_NOTIFICATION_PATH,
    postMessageDomain,
    threeDSServerTransID,
  } satisfies FingerprintToken;
  return {
    type: 'threeDS2',
    subtype: 'fingerprint',
    paymentData,
    token: Buffer.from(JSON.stringify(token)).toString('base64'),
  } satisfies ThreeDS2Action;
}
