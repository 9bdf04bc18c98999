/**
 * The sandbox 3-D Secure challenge (contract "The sandbox 3-D Secure challenge"): what a
 * `ChallengeShopper` answer's action carries, the CReq the page posts into the challenge frame,
 * and the `threeDSResult` it sends back to `paymentDetails`.
 */
import * as z from 'zod/mini';
import { TRANS_STATUSES } from '../values';
import { nonEmptyString } from './primitives';

/**
 * A `threeDS2` action: a challenge (`ChallengeShopper`, `token` base64 of `challengeTokenSchema`)
 * or a fingerprint (`IdentifyShopper`, `token` base64 of `fingerprintTokenSchema`).
 */
export const threeDS2ActionSchema = /* @__PURE__ */ z.object({
  type: z.literal('threeDS2'),
  subtype: z.enum(['challenge', 'fingerprint']),
  paymentData: nonEmptyString,
  token: nonEmptyString,
});
export type ThreeDS2Action = z.output<typeof threeDS2ActionSchema>;

/** The decoded `action.token`: where and what the challenge is. */
export const challengeTokenSchema = /* @__PURE__ */ z.object({
  acsURL: nonEmptyString,
  acsTransID: nonEmptyString,
  messageVersion: nonEmptyString,
  threeDSServerTransID: nonEmptyString,
  messageType: z.literal('CReq'),
});
export type ChallengeToken = z.output<typeof challengeTokenSchema>;

/** The CReq the page posts into the challenge frame (form field `creq`, base64url JSON). */
export const creqSchema = /* @__PURE__ */ z.object({
  acsTransID: z.uuid(),
  threeDSServerTransID: z.uuid(),
  messageType: z.literal('CReq'),
  messageVersion: z.string(),
});

/** The decoded `threeDSResult` of a paymentDetails call. */
export const threeDSResultSchema = /* @__PURE__ */ z.object({
  transStatus: z.enum(TRANS_STATUSES),
});

/** The decoded token of a fingerprint action (docs/widget.md#validation: all four are needed). */
export const fingerprintTokenSchema = /* @__PURE__ */ z.object({
  threeDSMethodUrl: nonEmptyString,
  threeDSMethodNotificationURL: nonEmptyString,
  /** The origin the notification page posts its message to: the page's own. */
  postMessageDomain: nonEmptyString,
  threeDSServerTransID: nonEmptyString,
});
export type FingerprintToken = z.output<typeof fingerprintTokenSchema>;

/** `threeDSMethodData`, the form field posted into the method frame (base64url JSON). */
export const threeDSMethodDataSchema = /* @__PURE__ */ z.object({
  threeDSServerTransID: z.uuid(),
  threeDSMethodNotificationURL: z.string(),
});

/**
 * The decoded `fingerprintResult` of `submitThreeDS2Fingerprint` (docs/widget.md#states): Y the
 * method completed, N it did not (with `errorCode: 'timeout'` after 10 s), U no method URL.
 */
export const fingerprintResultSchema = /* @__PURE__ */ z.object({
  threeDSCompInd: z.enum(TRANS_STATUSES),
  errorCode: z.optional(z.literal('timeout')),
});
export type FingerprintResult = z.output<typeof fingerprintResultSchema>;

/**
 * A redirect action (`RedirectShopper`): GET `url`, or POST `data` to it as a hidden form. `name`
 * is what the widget's 'continue to {name}' button names.
 */
export const redirectActionSchema = /* @__PURE__ */ z.object({
  type: z.literal('redirect'),
  method: z.enum(['GET', 'POST']),
  url: nonEmptyString,
  data: z.optional(z.record(z.string(), z.string())),
  paymentMethodType: z.string(),
  name: z.optional(z.string()),
});
export type RedirectAction = z.output<typeof redirectActionSchema>;
