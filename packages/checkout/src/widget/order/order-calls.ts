/**
 * A session's gift card calls (docs/widget.md#calls session-mode calls):
 * `sessions/{id}/paymentMethodBalance`, `sessions/{id}/orders` and `sessions/{id}/orders/cancel`,
 * made by the one session client (its sessionData, timeout and failures: `session-client.ts`).
 * A failed `orders` call is API error 623 in `sessionCallReport`.
 */
import type { BalanceResult, CancelOrderResult, CreateOrderResult } from '@paypage/contract';
import { isRecord } from '../../api/post-json';
import { isOrder, orderReference, type GiftCardCalls } from './order';
import { newIdempotencyKey, type SessionClient } from '../session/session-client';

export function isBalanceResult(json: unknown): json is BalanceResult {
  return (
    isRecord(json) &&
    typeof json.resultCode === 'string' &&
    (json.balance === undefined ||
      (isRecord(json.balance) && Number.isSafeInteger(json.balance.value)))
  );
}

const isCreateOrderResult = (json: unknown): json is CreateOrderResult =>
  isOrder(json) && (json as { resultCode?: unknown }).resultCode === 'Success';

const isCancelOrderResult = (json: unknown): json is CancelOrderResult =>
  isRecord(json) && json.resultCode === 'Received';

/** The gift card calls of a session. */
export function sessionGiftCardCalls(client: Pick<SessionClient, 'request'>): GiftCardCalls {
  return {
    balance: (paymentMethod) =>
      client.request('paymentMethodBalance', { paymentMethod }, isBalanceResult),
    createOrder: async () => {
      const { orderData, pspReference, amount, remainingAmount, expiresAt } = await client.request(
        'orders',
        {},
        isCreateOrderResult,
        newIdempotencyKey(),
      );
      return { orderData, pspReference, amount, remainingAmount, expiresAt };
    },
    cancelOrder: async (order) => {
      await client.request(
        'orders/cancel',
        { order: orderReference(order) },
        isCancelOrderResult,
        newIdempotencyKey(),
      );
    },
  };
}
