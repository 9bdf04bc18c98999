/**
 * The sandbox's gift cards and orders (docs/widget.md#states; docs/api-contract.md
 * "Orders and partial payments"): `sessions/{id}/paymentMethodBalance`, `sessions/{id}/orders`,
 * `sessions/{id}/orders/cancel`, `v1/order/status?clientKey=`, and a gift card payment
 * (`payments` with a `giftcard` method and the order). The request becomes PROCESSING (then PAID)
 * only when the whole amount is covered: a gift card for all of it, or a card for the rest.
 */
import {
  SANDBOX_CLIENT_KEY,
  SANDBOX_GIFT_CARDS,
  type CardPaymentResult,
  type GiftCardPaymentMethod,
  type OrderReference,
  type SandboxGiftCard,
} from '@paypage/contract';
import { Hono } from 'hono';
import type { Services } from '../context.ts';
import type { Queryable } from '../db/db.ts';
import { type Answer, idempotencyKey, idempotent } from '../db/idempotency.ts';
import { findRequest, recordAttempt, type StoredRequest } from '../db/payment-requests.ts';
import { isPayable } from '../domain/payment-request.ts';
import { bodyOf } from '../http/body.ts';
import { ApiError, notFoundError } from '../http/errors.ts';
import { CardFieldError, openCardField } from './card-fields.ts';
import {
  alreadyProcessedAnswer,
  authorise,
  checkSession,
  payingSession,
  type Session,
  type SessionEnv,
} from './card-sessions.ts';
import {
  giftCardBalance,
  insertOrder,
  lockRequest,
  openOrderOf,
  orderByData,
  orderOf,
  orderPayments,
  payPartOfOrder,
  type OrderRow,
} from './order-records.ts';

/** What an opened gift card field must hold (its frames': 16–19 digits, a PIN of 4–8). */
const GIFT_CARD_VALUES = {
  number: [/^[0-9]{16,19}$/, 'a gift card number'],
  pin: [/^[0-9]{4,8}$/, 'a gift card PIN'],
} as const;

/**
 * The test gift card the encrypted number and PIN name (the same card keys as a card's fields,
 * kid rotation included), or null (unknown, or a wrong PIN); CardFieldError (a 422 naming the
 * field) for a blob that cannot be opened. The plain values live only in this call.
 */
async function giftCardOf(
  db: Queryable,
  method: GiftCardPaymentMethod,
): Promise<SandboxGiftCard | null> {
  const [number, pin] = await Promise.all([
    openCardField(db, 'encryptedCardNumber', method.encryptedCardNumber, GIFT_CARD_VALUES.number),
    openCardField(db, 'encryptedSecurityCode', method.encryptedSecurityCode, GIFT_CARD_VALUES.pin),
  ]);
  return SANDBOX_GIFT_CARDS.find((card) => card.number === number && card.pin === pin) ?? null;
}

/** The gift card, or the 422 answer of a field that cannot be opened. */
async function giftCardOrAnswer(
  db: Queryable,
  method: GiftCardPaymentMethod,
): Promise<SandboxGiftCard | null | Answer> {
  try {
    return await giftCardOf(db, method);
  } catch (error) {
    if (error instanceof CardFieldError) return error.answer();
    throw error;
  }
}

const refused = (sessionData: string, refusalReason: string): Answer => ({
  status: 200,
  body: { resultCode: 'Refused', refusalReason, sessionData } satisfies CardPaymentResult,
});

const NOT_OPEN = 'This order is not open (completed, cancelled or expired).';

/**
 * The session's open order the payment names, or a 422: a payment can only pay part of an open,
 * unexpired order of its own session.
 */
export async function namedOpenOrder(
  tx: Queryable,
  session: Session,
  reference: OrderReference,
): Promise<OrderRow | Answer> {
  const order = await orderByData(tx, reference.orderData);
  if (!order || order.session_id !== session.id || order.psp_reference !== reference.pspReference) {
    return { status: 422, body: { message: 'No order of this session has this orderData.' } };
  }
  if (order.status !== 'open' || order.expired) return { status: 422, body: { message: NOT_OPEN } };
  return order;
}

const isAnswer = (value: OrderRow | Answer): value is Answer => 'body' in value;

/**
 * A gift card payment: it pays what it can of the order (the one named, else a new one for the
 * whole amount). Covering all that is left completes the payment (`authorise`); otherwise the
 * answer is Authorised with the order and its remaining amount, and the request stays payable.
 */
export async function payByGiftCard(
  services: Services,
  tx: Queryable,
  request: StoredRequest,
  session: Session,
  method: GiftCardPaymentMethod,
  reference: OrderReference | undefined,
): Promise<Answer> {
  await lockRequest(tx, request.token);
  const { sessionData } = session;
  const card = await giftCardOrAnswer(tx, method);
  if (card && 'body' in card) return card;
  if (!card) {
    await recordAttempt(tx, request.token, 'giftcard', 'Refused', {});
    return refused(sessionData, 'Refused');
  }
  const lastFour = card.number.slice(-4);
  const balance = await giftCardBalance(tx, request.token, card);
  if (balance <= 0) {
    await recordAttempt(tx, request.token, 'giftcard', 'Refused', { lastFour });
    return refused(sessionData, 'Not enough balance');
  }
  const found = reference
    ? await namedOpenOrder(tx, session, reference)
    : await insertOrder(tx, session.id, request.token, request.amountInCents);
  if (isAnswer(found)) return found;
  const paid = Math.min(balance, Number(found.remaining_in_cents));
  const order = await payPartOfOrder(tx, found, 'giftcard', paid, lastFour);
  const detail = { lastFour, amountInCents: paid, order: order.psp_reference };
  if (Number(order.remaining_in_cents) === 0) {
    return authorise(services, tx, request, session, 'giftcard', 'succeed', detail);
  }
  await recordAttempt(tx, request.token, 'giftcard', 'PartiallyAuthorised', detail);
  const body = {
    resultCode: 'Authorised',
    sessionData,
    order: orderOf(order),
  } satisfies CardPaymentResult;
  return { status: 200, body };
}

/** The routes of the balance, the orders and the order status. */
export function orderRoutes(services: Services) {
  const routes = new Hono<SessionEnv>();

  const payableRequest = async (tx: Queryable, session: Session) => {
    const request = await findRequest(tx, session.token);
    if (!request) throw notFoundError();
    return request;
  };

  routes.post(
    '/adyen/sessions/:id/paymentMethodBalance',
    payingSession(services),
    bodyOf('POST /sandbox/adyen/sessions/:id/paymentMethodBalance'),
    async (c) => {
      const session = c.get('cardSession');
      const body = c.req.valid('json');
      checkSession(session, body.sessionData);
      const card = await giftCardOrAnswer(services.db, body.paymentMethod);
      const { sessionData } = session;
      c.header('Cache-Control', 'no-store');
      if (card && 'body' in card) return c.json(card.body as object, card.status);
      if (!card) return c.json({ resultCode: 'Refused', refusalReason: 'Refused', sessionData });
      const request = await payableRequest(services.db, session);
      const value = await giftCardBalance(services.db, request.token, card);
      const balance = { value, currency: 'USD' };
      return c.json({
        resultCode: value > 0 ? 'Success' : 'NotEnoughBalance',
        balance,
        sessionData,
      });
    },
  );

  routes.post(
    '/adyen/sessions/:id/orders',
    payingSession(services),
    bodyOf('POST /sandbox/adyen/sessions/:id/orders'),
    async (c) => {
      const session = c.get('cardSession');
      const body = c.req.valid('json');
      checkSession(session, body.sessionData);
      const scope = `adyen-orders:${session.id}`;
      const answer = await idempotent(services.db, scope, idempotencyKey(c), body, async (tx) => {
        const request = await payableRequest(tx, session);
        await lockRequest(tx, request.token);
        const current = await findRequest(tx, request.token);
        if (!current || !isPayable(current.status)) return alreadyProcessedAnswer();
        // One open order per session: asking again answers the one under way.
        const order =
          (await openOrderOf(tx, session.id)) ??
          (await insertOrder(tx, session.id, request.token, request.amountInCents));
        const result = {
          resultCode: 'Success',
          sessionData: session.sessionData,
          ...orderOf(order),
        };
        return { status: 200, body: result };
      });
      return c.json(answer.body as object, answer.status);
    },
  );

  routes.post(
    '/adyen/sessions/:id/orders/cancel',
    payingSession(services),
    bodyOf('POST /sandbox/adyen/sessions/:id/orders/cancel'),
    async (c) => {
      const session = c.get('cardSession');
      const body = c.req.valid('json');
      checkSession(session, body.sessionData);
      const scope = `adyen-orders-cancel:${session.id}`;
      const answer = await idempotent(services.db, scope, idempotencyKey(c), body, async (tx) => {
        await lockRequest(tx, session.token);
        const found = await namedOpenOrder(tx, session, body.order);
        if (isAnswer(found)) return found;
        await tx.query(`update sandbox_orders set status = 'cancelled' where psp_reference = $1`, [
          found.psp_reference,
        ]);
        await recordAttempt(tx, session.token, 'giftcard', 'OrderCancelled', {
          order: found.psp_reference,
        });
        return { status: 200, body: { resultCode: 'Received', sessionData: session.sessionData } };
      });
      return c.json(answer.body as object, answer.status);
    },
  );

  routes.post(
    '/adyen/v1/order/status',
    bodyOf('POST /sandbox/adyen/v1/order/status'),
    async (c) => {
      if (c.req.query('clientKey') !== SANDBOX_CLIENT_KEY) {
        throw new ApiError(401, 'The clientKey must be the session’s client key.');
      }
      const { orderData } = c.req.valid('json');
      const order = await orderByData(services.db, orderData);
      if (!order) throw notFoundError('No order has this orderData.');
      const payments = await orderPayments(services.db, order.psp_reference);
      const { amount, remainingAmount, expiresAt } = orderOf(order);
      c.header('Cache-Control', 'no-store');
      return c.json({
        status: order.status === 'open' && order.expired ? 'expired' : order.status,
        amount,
        remainingAmount,
        expiresAt,
        paymentMethods: payments.map((payment) => ({
          type: payment.method,
          ...(payment.last_four ? { lastFour: payment.last_four } : {}),
          amount: { value: Number(payment.amount_in_cents), currency: 'USD' },
        })),
      });
    },
  );

  return routes;
}
