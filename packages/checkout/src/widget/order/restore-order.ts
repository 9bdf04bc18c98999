/**
 * An order kept over a reload, asked after (docs/widget.md#calls `v1/order/status?clientKey=`):
 * a lazy part the session widget loads only when the tab kept an order, or one changes
 * (`order-memory.ts`).
 *
 * - open, with something left to pay: the order again (the widget shows what the gift card paid
 *   and what is left, and Pay names the rest);
 * - expired: the payer is told, and starts afresh (its gift card payments went back);
 * - completed, cancelled, or unknown to the API: forgotten, a fresh start without a word;
 * - no answer: a fresh start, the order still kept (a later load may find it).
 */
import type { OrderReference } from '@paypage/contract';
import { ApiError } from '../../api/errors';
import { isRecord, isText, postJson } from '../../api/post-json';
import { isOrder } from './order';
import { orderKey, tabStorage, type RestoredOrder } from './order-storage';

// The expired order's notice travels with this part (the session widget shows it).
export { ExpiredOrderNotice } from './expired-order-notice';

type OrderStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The tab's memory of a session's order under way (`storage` for tests; default the tab's
 * session storage): its reference only (`orderData`, `pspReference`), never a card's number or
 * PIN; forgotten once the order is paid, cancelled or gone.
 */
export function orderMemory(sessionId: string, storage: OrderStorage | null = tabStorage()) {
  const key = orderKey(sessionId);
  const attempt = (run: (store: OrderStorage) => void) => {
    try {
      if (storage) run(storage);
    } catch {
      // storage full or blocked: nothing kept
    }
  };
  return {
    /** The order under way (its reference), or null: forget it. */
    keep: (order: OrderReference | null) =>
      attempt((store) =>
        order
          ? store.setItem(
              key,
              JSON.stringify({ orderData: order.orderData, pspReference: order.pspReference }),
            )
          : store.removeItem(key),
      ),
    /** The kept order's reference, if any. */
    kept: (): OrderReference | null => {
      let value: unknown = null;
      attempt((store) => {
        value = JSON.parse(store.getItem(key) ?? 'null') as unknown;
      });
      return isRecord(value) && isText(value.orderData) && isText(value.pspReference)
        ? { orderData: value.orderData, pspReference: value.pspReference }
        : null;
    },
  };
}

export type OrderMemory = ReturnType<typeof orderMemory>;

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
  return status === 'expired' ? { kind: 'expired', notice: ORDER_EXPIRED } : NONE;
}

/** What the payer reads when the order kept over a reload expired (then starts afresh). */
export const ORDER_EXPIRED = {
  title: 'Gift card payment expired',
  message:
    'The rest was not paid in time, so the gift card payment was cancelled and its amount went back to the gift card. Pay the whole amount again.',
} as const;
