/**
 * An open order kept over a reload: while a gift card has paid part of a session's
 * amount, the widget keeps the order's reference in the tab's session storage under the
 * session's id (`restore-order.ts`, a lazy part, keeps, reads and asks `v1/order/status` about
 * it). What the first file holds: whether the tab kept one, and the calls into the part.
 */
import type { Order } from '@paypage/contract';
import type { ExpiredOrderNotice } from './expired-order-notice';
import { orderKey, type RestoredOrder as KeptOrderOutcome } from './order-storage';

/** What became of a kept order; an expired one with its notice's component (from the part). */
export type RestoredOrder =
  | Exclude<KeptOrderOutcome, { kind: 'expired' }>
  | (Extract<KeptOrderOutcome, { kind: 'expired' }> & { Notice: typeof ExpiredOrderNotice });

const hasKeptOrder = (sessionId: string) => {
  try {
    return sessionStorage.getItem(orderKey(sessionId)) !== null;
  } catch {
    return false; // no storage, or blocked: nothing kept
  }
};

/**
 * Keeps the session's order under way (its reference; null: forgets it), at once: a reload right
 * after a gift card paid must find it (loading the part first lost it to a quick reload). The
 * part's `orderMemory` reads it back with the same key and shape.
 */
export function keepOrder(sessionId: string, order: Order | null) {
  try {
    const key = orderKey(sessionId);
    if (order) {
      const { orderData, pspReference } = order;
      sessionStorage.setItem(key, JSON.stringify({ orderData, pspReference }));
    } else sessionStorage.removeItem(key);
  } catch {
    // no storage, full or blocked: nothing kept
  }
}

/**
 * The order the tab kept for the session, asked after (the lazy part loads only when there is
 * one): open, expired, or none.
 */
export async function restoredOrder(
  sessionId: string,
  baseUrl: string,
  clientKey: string,
): Promise<RestoredOrder> {
  if (!hasKeptOrder(sessionId)) return { kind: 'none' };
  const { orderMemory, restoreOrder, ExpiredOrderNotice } = await import('./restore-order');
  const restored = await restoreOrder({ baseUrl, clientKey, memory: orderMemory(sessionId) });
  return restored.kind === 'expired' ? { ...restored, Notice: ExpiredOrderNotice } : restored;
}
