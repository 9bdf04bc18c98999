/**
 * The widget's analytics (docs/widget.md#options "Analytics event", §7 "Analytics base path
 * v3/analytics"): a checkout attempt id asked for once (cached 15 minutes by the widget),
 * then batches of events for it. Events have the §3 shape and nothing else: a key outside it is
 * refused (400), so no card data can ride along.
 */
import * as z from 'zod/mini';
import { EXPRESS_PAGES } from '../values';

const shortText = /* @__NO_SIDE_EFFECTS__ */ (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max));

/** The checkout attempt id the sandbox hands out: `ca_` and 32 hex digits. */
export const CHECKOUT_ATTEMPT_ID_PATTERN = /^ca_[0-9a-f]{32}$/;

/** `POST /sandbox/adyen/v3/analytics?clientKey=`: a checkout attempt begins. */
export const analyticsSetupSchema = /* @__PURE__ */ z.strictObject({
  channel: z.literal('Web'),
  platform: z.literal('Web'),
  /** The widget's version. */
  version: z.optional(shortText(40)),
  locale: z.optional(shortText(20)),
  /** The component shown first (`scheme`). */
  component: z.optional(shortText(40)),
  /** The card session it belongs to, when there is one. */
  sessionId: z.optional(shortText(64)),
});
export type AnalyticsSetup = z.output<typeof analyticsSetupSchema>;

export const analyticsAttemptSchema = /* @__PURE__ */ z.object({
  checkoutAttemptId: z.string().check(z.regex(CHECKOUT_ATTEMPT_ID_PATTERN)),
});
export type AnalyticsAttempt = z.output<typeof analyticsAttemptSchema>;

/** One event (§3): what happened to which part, never a value the payer typed. */
export const analyticsEventSchema = /* @__PURE__ */ z.strictObject({
  id: shortText(64),
  /** Milliseconds since the epoch, as a string. */
  timestamp: z.string().check(z.regex(/^[0-9]{1,15}$/)),
  component: shortText(40),
  /** What happened: rendered, selected, focus, unfocus, validationError, submit, … */
  type: shortText(40),
  /** The field or control it happened to (`encryptedCardNumber`, `holderName`, `pay_button`). */
  target: z.optional(shortText(60)),
  issuer: z.optional(shortText(60)),
  isExpress: z.optional(z.boolean()),
  expressPage: z.optional(z.enum(EXPRESS_PAGES)),
  isStoredPaymentMethod: z.optional(z.boolean()),
  brand: z.optional(shortText(40)),
  /** The validation error's analytics code (docs/widget.md#errors: 900–942). */
  validationErrorCode: z.optional(z.string().check(z.regex(/^[0-9]{3,4}$/))),
  validationErrorMessage: z.optional(shortText(200)),
  /** The component's options as flags and short names (never a value the payer typed). */
  configData: z.optional(
    z
      // Values are cut to 128 characters by the widget (docs/widget.md#analytics).
      .record(z.string().check(z.maxLength(60)), z.union([z.boolean(), shortText(128)]))
      .check(z.refine((data) => Object.keys(data).length <= 40, 'At most 40 entries')),
  ),
});
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;

/** `POST /sandbox/adyen/v3/analytics/{checkoutAttemptId}?clientKey=`: a batch of events. */
export const analyticsEventsBodySchema = /* @__PURE__ */ z.strictObject({
  channel: z.literal('Web'),
  platform: z.literal('Web'),
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(100)),
});
export type AnalyticsEventsBody = z.output<typeof analyticsEventsBodySchema>;

/**
 * `GET /sandbox/payment-requests/{token}/analytics`: the events of the request's card sessions,
 * and the payments that carried a checkout attempt id (§3 `paymentMethod.checkoutAttemptId`).
 */
export const analyticsEventListSchema = /* @__PURE__ */ z.object({
  events: z.array(
    z.object({
      checkoutAttemptId: z.string(),
      receivedAt: z.string(),
      event: z.record(z.string(), z.unknown()),
    }),
  ),
  payments: z.array(
    z.object({ checkoutAttemptId: z.string(), method: z.string(), receivedAt: z.string() }),
  ),
});
export type AnalyticsEventList = z.output<typeof analyticsEventListSchema>;
