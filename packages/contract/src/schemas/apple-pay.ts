/**
 * `POST /adyen/v1/applePay/sessions?clientKey={key}` (docs/widget.md#calls): Apple Pay's
 * merchant validation. The widget's `onvalidatemerchant` sends the merchant's display name, the
 * page's domain, `initiative: 'web'` and the Apple Pay merchant identifier; the answer's `data` is
 * the encoded merchant session (base64 of Apple's JSON session) the widget decodes for
 * `completeMerchantValidation`. Production mode asks the processor (Adyen's `applePay/sessions`);
 * the sandbox answers a session of its own.
 */
import * as z from 'zod/mini';
import { nonEmptyString } from './primitives';

const filled = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max));

export const applePaySessionRequestSchema = /* @__PURE__ */ z.object({
  displayName: filled(64),
  domainName: filled(253),
  initiative: z.literal('web'),
  merchantIdentifier: filled(128),
});
export type ApplePaySessionRequest = z.output<typeof applePaySessionRequestSchema>;

export const applePaySessionSchema = /* @__PURE__ */ z.object({ data: nonEmptyString });
export type ApplePaySession = z.output<typeof applePaySessionSchema>;
