/**
 * Orders and partial payments in the widget (docs/widget.md#states "A response with an order whose
 * remaining amount is above 0 triggers an order update"; §7): the gift card calls a
 * host gives the widget, the order an answer carries, and what is left to pay. Small and free of
 * the gift card's view (a lazy part), so the paying flow can read an answer's order.
 */
import type { BalanceResult, GiftCardPaymentMethod, Order } from '@paypage/contract';
import { isRecord } from '../../api/post-json';

export type { BalanceResult, GiftCardPaymentMethod, Order };

/** The calls of a gift card (a session's: `order-calls.ts`); given, the widget offers gift cards. */
export type GiftCardCalls = {
  /** `paymentMethodBalance`: the gift card's balance (Success / NotEnoughBalance / Refused). */
  balance: (method: GiftCardPaymentMethod) => Promise<BalanceResult>;
  /** `orders`: an order for the whole amount (its failure is API error 623). */
  createOrder: () => Promise<Order>;
  /** `orders/cancel`: the order's partial payments go back. */
  cancelOrder: (order: Order) => Promise<void>;
};

const isAmount = (value: unknown) =>
  isRecord(value) && Number.isSafeInteger(value.value) && typeof value.currency === 'string';

/** An order as `orders` and a partial payment's answer give it (checked by hand: no zod here). */
export function isOrder(value: unknown): value is Order {
  return (
    isRecord(value) &&
    typeof value.orderData === 'string' &&
    value.orderData !== '' &&
    typeof value.pspReference === 'string' &&
    value.pspReference !== '' &&
    isAmount(value.amount) &&
    isAmount(value.remainingAmount) &&
    typeof value.expiresAt === 'string'
  );
}

/** The order an answer leaves something to pay of (remaining amount above 0), else null. */
export function orderLeftToPay(response: { order?: unknown }): Order | null {
  const { order } = response;
  return isOrder(order) && order.remainingAmount.value > 0 ? order : null;
}

/** What a payment of the order sends back: its `orderData` and `pspReference` only. */
export const orderReference = ({ orderData, pspReference }: Order) => ({ orderData, pspReference });
