/**
 * An order kept over a reload, asked after (issue 17; card-widget.md §7 `v1/order/status?clientKey=`):
 * a lazy part the session widget loads only when its memory holds an order (`order-memory.ts`).
 *
 * - open, with something left to pay: the order again (the widget shows what the gift card paid
 *   and what is left, and Pay names the rest);
 * - expired: the payer is told, and starts afresh (its gift card payments went back);
 * - completed, cancelled, or unknown to the API: forgotten, a fresh start without a word;
 * - no answer: a fresh start, the order still kept (a later load may find it).
 */
import type { Order } from '@paypage/contract';
import { ApiError } from '../api/errors';
import { isRecord, postJson } from '../api/post-json';
import { isOrder } from './order';
import type { OrderMemory } from './order-memory';

export type RestoredOrder = { kind: 'none' } | { kind: 'open'; order: Order } | { kind: 'expired' };

export type RestoreOrderOptions = {
  /** The API's base (`…/api/v1`). */
  baseUrl: string;
  clientKey: string;
  memory: OrderMemory;
  fetch?: typeof fetch;
};

const NONE: RestoredOrder = { kind: 'none' };

export async function restoreOrder({
  baseUrl,
  clientKey,
  memory,
  fetch,
}: RestoreOrderOptions): Promise<RestoredOrder> {
  const reference = memory.kept();
  if (!reference) return NONE;
  let answer: unknown;
  try {
    answer = await postJson(
      `${baseUrl.replace(/\/+$/, '')}/sandbox/adyen/v1/order/status?clientKey=${encodeURIComponent(clientKey)}`,
      { orderData: reference.orderData },
      { failure: 'order status failed', fetch },
    );
  } catch (error) {
    // Unknown to the API (404): nothing to restore; no answer: keep it for a later load.
    if (error instanceof ApiError && error.status === 404) memory.keep(null);
    return NONE;
  }
  const status = isRecord(answer) ? answer.status : undefined;
  const order = isRecord(answer) ? { ...reference, ...answer } : null;
  if (status === 'open' && isOrder(order) && order.remainingAmount.value > 0) {
    const { orderData, pspReference, amount, remainingAmount, expiresAt } = order;
    return { kind: 'open', order: { orderData, pspReference, amount, remainingAmount, expiresAt } };
  }
  memory.keep(null);
  return status === 'expired' ? { kind: 'expired' } : NONE;
}
