/**
 * The card session `POST /collect/{token}/adyen/session` answers (spec §3, contract "Card:
 * CardSession"). `clientConfig.environment` chooses the widget: `sandbox` → the sandbox card
 * widget, any provider environment → Adyen Web.
 */
import * as z from 'zod/mini';
import {
  CARD_ENVIRONMENTS,
  CHALLENGE_WINDOW_SIZES,
  DEFAULT_CHALLENGE_WINDOW_SIZE,
} from '../values';
import { integer, nonEmptyString, nullable } from './primitives';

/** `POST /collect/{token}/adyen/session`: the request's organization, as the page read it. */
export const cardSessionRequestSchema = /* @__PURE__ */ z.strictObject({
  organizationId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type CardSessionRequest = z.output<typeof cardSessionRequestSchema>;

export const cardClientConfigSchema = /* @__PURE__ */ z.object({
  environment: z.enum(CARD_ENVIRONMENTS),
  key: nonEmptyString,
  showGooglePay: z._default(z.boolean(), false),
  showApplePay: z._default(z.boolean(), false),
  googlePayMerchantId: nullable(z.string()),
  applePayMerchantId: nullable(z.string()),
  showCardOnFile: z._default(z.boolean(), false),
});
export type CardClientConfig = z.output<typeof cardClientConfigSchema>;

export const cardSessionSchema = /* @__PURE__ */ z.object({
  id: nonEmptyString,
  sessionData: nonEmptyString,
  amount: z.object({ value: integer, currency: z.string() }),
  /** The payer's page of the request (`/pay/{token}`): where a redirecting method returns. */
  returnUrl: z.string(),
  challengeWindowSize: z._default(z.enum(CHALLENGE_WINDOW_SIZES), DEFAULT_CHALLENGE_WINDOW_SIZE),
  clientConfig: cardClientConfigSchema,
});
export type CardSession = z.output<typeof cardSessionSchema>;
