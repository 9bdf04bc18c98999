/**
 * The sandbox 3-D Secure challenge (contract "The sandbox 3-D Secure challenge"): what a
 * `ChallengeShopper` answer's action carries, the CReq the page posts into the challenge frame,
 * and the `threeDSResult` it sends back to `paymentDetails`.
 */
import * as z from 'zod/mini';
import { TRANS_STATUSES } from '../values';
import { nonEmptyString } from './primitives';

/** The action of a `ChallengeShopper` answer; its `token` is base64 of `challengeTokenSchema`. */
export const threeDS2ActionSchema = /* @__PURE__ */ z.object({
  type: z.literal('threeDS2'),
  subtype: z.literal('challenge'),
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
