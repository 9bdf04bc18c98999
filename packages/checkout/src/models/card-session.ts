/**
 * The card payment session `POST /collect/{token}/adyen/session` answers (spec §3, contract
 * "Card: CardSession"). `clientConfig.environment` chooses the widget: `sandbox` → the sandbox
 * card widget, any provider environment → Adyen Web.
 */
import * as z from 'zod/mini';
import { integer, nonEmptyString, nullable } from './schema-helpers';

/** Provider environments (Adyen Web) besides the local `sandbox`. */
export const CARD_PROVIDER_ENVIRONMENTS = [
  'test',
  'live',
  'live-us',
  'live-au',
  'live-apse',
  'live-in',
] as const;
export const CARD_ENVIRONMENTS = ['sandbox', ...CARD_PROVIDER_ENVIRONMENTS] as const;
export type CardEnvironment = (typeof CARD_ENVIRONMENTS)[number];

/** 3-D Secure challenge window size codes (card-widget.md §2); the default is 02. */
export const CHALLENGE_WINDOW_SIZES = ['01', '02', '03', '04', '05'] as const;
export type ChallengeWindowSize = (typeof CHALLENGE_WINDOW_SIZES)[number];

export const cardClientConfigSchema = z.object({
  environment: z.enum(CARD_ENVIRONMENTS),
  key: nonEmptyString,
  showGooglePay: z._default(z.boolean(), false),
  showApplePay: z._default(z.boolean(), false),
  googlePayMerchantId: nullable(z.string()),
  applePayMerchantId: nullable(z.string()),
  showCardOnFile: z._default(z.boolean(), false),
});
export type CardClientConfig = z.infer<typeof cardClientConfigSchema>;

export const cardSessionSchema = z.object({
  id: nonEmptyString,
  sessionData: nonEmptyString,
  amount: z.object({ value: integer, currency: z.string() }),
  returnUrl: z.string(),
  challengeWindowSize: z._default(z.enum(CHALLENGE_WINDOW_SIZES), '02'),
  clientConfig: cardClientConfigSchema,
});
export type CardSession = z.infer<typeof cardSessionSchema>;

/** Whether a session runs the local sandbox widget rather than the provider's (Adyen Web). */
export function isSandboxCardSession(session: CardSession): boolean {
  return session.clientConfig.environment === 'sandbox';
}
