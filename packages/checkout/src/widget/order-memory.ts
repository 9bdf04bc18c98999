/**
 * An open order kept over a reload (issue 17): while a gift card has paid part of a session's
 * amount, the widget keeps the order's reference (its `orderData` and `pspReference`, never a
 * card's number or PIN) in the tab's session storage under the session's id, and forgets it once
 * the order is paid, cancelled or gone. Small (the first file holds it); what a kept order has
 * become is asked of `v1/order/status` by the lazy `restore-order.ts`.
 */
import type { OrderReference } from '@paypage/contract';
import { isRecord, isText } from '../api/post-json';

type OrderStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY_PREFIX = 'paypage-order:';

function tabStorage(): OrderStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: an order is not kept over a reload
  }
}

/** The order memory of one session (`storage` for tests; default the tab's session storage). */
export function orderMemory(sessionId: string, storage: OrderStorage | null = tabStorage()) {
  const key = `${KEY_PREFIX}${sessionId}`;
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

/** What the payer reads when the order kept over a reload expired (then starts afresh). */
export const ORDER_EXPIRED = {
  title: 'Gift card payment expired',
  message:
    'The rest was not paid in time, so the gift card payment was cancelled and its amount went back to the gift card. Pay the whole amount again.',
} as const;
