/**
 * Where the tab keeps a session's order under way: the key, the storage, and what a
 * kept order became. Shared by the first file (`order-memory.ts`) and its lazy part
 * (`restore-order.ts`).
 */
import type { Order } from '@paypage/contract';

/** What became of a kept order: open (to continue), expired (to tell), or none. */
export type RestoredOrder =
  | { kind: 'none' }
  | { kind: 'open'; order: Order }
  | { kind: 'expired'; notice: { title: string; message: string } };

type OrderStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage, or null where it is blocked (no order is kept then). */
export function tabStorage(): OrderStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Where a session's order is kept. */
export const orderKey = (sessionId: string) => `paypage-order:${sessionId}`;
