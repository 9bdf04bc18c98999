/**
 * Click to Pay and the fast-checkout sign-up on a card session (docs/widget.md#options):
 * the session's flags with their configuration (what the page reads), the fast-checkout data a
 * card payment carries in `paymentMethod.fastlaneData` (what the API decodes), and the sandbox
 * options that turn both on (what the scenario API takes). Off is `null`.
 */
import * as z from 'zod/mini';
import { shortString } from './primitives';

/** The merchant's registration with a card network's Click to Pay (its DPA and initiator ids). */
function clickToPayNetworkIdsSchema() {
  return z.object({ srciDpaId: z.string(), srcInitiatorId: z.string() });
}

/**
 * `clientConfig.clickToPay` / `configuration.clickToPay`: Click to Pay is offered above the card
 * form. `shopperEmail`: the shopper as the merchant knows them (the enrolment lookup without a
 * login, §4); `recognisedEmail`: sandbox only, the shopper the sandbox service's device remembers
 * (Ready at once, as a network's cookie would make it).
 */
export const clickToPayConfigSchema = /* @__PURE__ */ z.object({
  shopperEmail: z._default(z.nullable(z.string()), null),
  recognisedEmail: z._default(z.nullable(z.string()), null),
  /**
   * Which Click to Pay: absent or null is the sandbox service of ours (offline, its test
   * shoppers); `test` the networks' sandbox SDKs, `live` (or a live region) their production
   * SDKs, with the merchant's ids with each network in `networks`.
   */
  environment: z.optional(z.nullable(z.string())),
  networks: z.optional(
    z.nullable(
      z.object({
        visa: z.optional(clickToPayNetworkIdsSchema()),
        mc: z.optional(clickToPayNetworkIdsSchema()),
      }),
    ),
  ),
  /** The name the networks show the shopper (their dpaPresentationName). */
  merchantName: z.optional(z.nullable(z.string())),
});
export type ClickToPayConfig = z.output<typeof clickToPayConfigSchema>;

/**
 * `clientConfig.fastCheckout` / `configuration.fastCheckout`: §3's fast-checkout config, read as
 * sent; the widget checks it by §5 (an invalid one is not displayed and is warned about).
 */
export const fastCheckoutConfigSchema = /* @__PURE__ */ z.object({
  showConsent: z.unknown(),
  defaultToggleState: z.optional(z.unknown()),
  termsAndConditionsLink: z.optional(z.unknown()),
  privacyPolicyLink: z.optional(z.unknown()),
  termsAndConditionsVersion: z.optional(z.unknown()),
  fastlaneSessionId: z.optional(z.unknown()),
});
export type FastCheckoutClientConfig = z.output<typeof fastCheckoutConfigSchema>;

/** `paymentMethod.fastlaneData`: base64 of the data's JSON, at most 2048 characters. */
export const fastlaneDataField = /* @__PURE__ */ z
  .string()
  .check(z.maxLength(2048), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'));

/** §3's fast-checkout data, as `fastlaneData` decodes (checked strictly by the API). */
export const fastCheckoutDataSchema = /* @__PURE__ */ z.strictObject({
  consentShown: z.boolean(),
  fastlaneSessionId: z.optional(shortString(200)),
  consentGiven: z.boolean(),
  consentVersion: z.optional(shortString(100)),
  /** The 10 national digits after +1, only with the consent. */
  telephoneNumber: z.optional(z.string().check(z.regex(/^[0-9]{10}$/, 'Ten digits'))),
});
export type FastCheckoutData = z.output<typeof fastCheckoutDataSchema>;

const httpsLink = /* @__PURE__ */ z.url({ protocol: /^https$/ }).check(z.maxLength(500));

/** `sandbox.clickToPay` of the scenario API: Click to Pay on the request's card sessions. */
export const clickToPayInputSchema = /* @__PURE__ */ z.strictObject({
  shopperEmail: z.optional(z.nullable(z.email().check(z.maxLength(254)))),
  recognisedEmail: z.optional(z.nullable(z.email().check(z.maxLength(254)))),
});

/** `sandbox.fastCheckout` of the scenario API: the sign-up's config (§5, https links). */
export const fastCheckoutInputSchema = /* @__PURE__ */ z.strictObject({
  showConsent: z.boolean(),
  defaultToggleState: z.optional(z.boolean()),
  termsAndConditionsLink: z.optional(httpsLink),
  privacyPolicyLink: z.optional(httpsLink),
  termsAndConditionsVersion: z.optional(shortString(100)),
  fastlaneSessionId: z.optional(shortString(200)),
});
