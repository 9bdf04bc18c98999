/**
 * Orders and partial payments (docs/widget.md#states "A response with an order whose remaining amount
 * is above 0 triggers an order update", §7): a gift card's balance, an order for the
 * session's whole amount, payments that each cover part of it (a gift card, then a card for the
 * rest), the order's cancel and its status. Amounts are integer minor units.
 *
 * Imported by ./bodies (a payment's `order`) and ./answers (a payment answer's `order`).
 */
import * as z from 'zod/mini';
import {
  cardField,
  checkoutAttemptId,
  integer,
  nonEmptyString,
  openSet,
  shortString,
  timestamp,
} from './primitives';

const amountSchema = /* @__PURE__ */ z.object({ value: integer, currency: nonEmptyString });

/** The order a payment pays part of, as the widget sends it back (§7). */
export const orderReferenceSchema = /* @__PURE__ */ z.object({
  orderData: shortString(2000),
  pspReference: shortString(64),
});
export type OrderReference = z.output<typeof orderReferenceSchema>;

/** An order as `orders` and a partial payment's answer give it: what is left to pay. */
export const orderSchema = /* @__PURE__ */ z.object({
  orderData: nonEmptyString,
  pspReference: nonEmptyString,
  amount: amountSchema,
  remainingAmount: amountSchema,
  expiresAt: timestamp,
});
export type Order = z.output<typeof orderSchema>;

/**
 * A gift card as its secured frames encrypt it (as Adyen Web's gift card sends it): its number
 * and PIN each a JWE (payload `number`, `cvc`), opened by the API only; never stored, never
 * logged. Plain digits are not taken.
 */
export const giftCardPaymentMethodSchema = /* @__PURE__ */ z.object({
  type: z.literal('giftcard'),
  checkoutAttemptId,
  brand: shortString(40),
  encryptedCardNumber: cardField('encryptedCardNumber'),
  encryptedSecurityCode: cardField('encryptedSecurityCode'),
});
export type GiftCardPaymentMethod = z.output<typeof giftCardPaymentMethodSchema>;

/** `POST /sandbox/adyen/sessions/{id}/paymentMethodBalance`. */
export const balanceRequestSchema = /* @__PURE__ */ z.object({
  sessionData: z.string().check(z.minLength(1), z.maxLength(2000)),
  paymentMethod: giftCardPaymentMethodSchema,
});

/**
 * Its answer: `Success` with the balance; `NotEnoughBalance` for a card with nothing left (its
 * balance 0); `Refused` for an unknown card or a wrong PIN (one reason, so it tells no one which).
 */
export const balanceResultSchema = /* @__PURE__ */ z.object({
  resultCode: openSet<'Success' | 'NotEnoughBalance' | 'Refused'>().check(z.minLength(1)),
  sessionData: z.optional(z.string()),
  balance: z.optional(amountSchema),
  refusalReason: z.optional(z.string()),
});
export type BalanceResult = z.output<typeof balanceResultSchema>;

/** `POST /sandbox/adyen/sessions/{id}/orders`: an order for the session's amount. */
export const createOrderRequestSchema = /* @__PURE__ */ z.object({
  sessionData: z.string().check(z.minLength(1), z.maxLength(2000)),
});
export const createOrderResultSchema = /* @__PURE__ */ z.extend(orderSchema, {
  resultCode: z.literal('Success'),
  sessionData: z.optional(z.string()),
});
export type CreateOrderResult = z.output<typeof createOrderResultSchema>;

/** `POST /sandbox/adyen/sessions/{id}/orders/cancel`: the order, its partial payments given back. */
export const cancelOrderRequestSchema = /* @__PURE__ */ z.object({
  sessionData: z.string().check(z.minLength(1), z.maxLength(2000)),
  order: orderReferenceSchema,
});
export const cancelOrderResultSchema = /* @__PURE__ */ z.object({
  resultCode: z.literal('Received'),
  sessionData: z.optional(z.string()),
});
export type CancelOrderResult = z.output<typeof cancelOrderResultSchema>;

/** `POST /sandbox/adyen/v1/order/status?clientKey={key}`. */
export const orderStatusRequestSchema = /* @__PURE__ */ z.object({ orderData: shortString(2000) });
export const orderStatusSchema = /* @__PURE__ */ z.object({
  status: z.enum(['open', 'completed', 'cancelled', 'expired']),
  amount: amountSchema,
  remainingAmount: amountSchema,
  expiresAt: timestamp,
  /** What paid part of it: the method, a gift card's last four digits, the amount. */
  paymentMethods: z.array(
    z.object({ type: nonEmptyString, lastFour: z.optional(z.string()), amount: amountSchema }),
  ),
});
export type OrderStatus = z.output<typeof orderStatusSchema>;
