/**
 * A session's gift card calls (`order-calls.ts`, a lazy part of its own), loaded at the first
 * call: a widget offered gift cards but never shown one pays nothing for them.
 */
import type { GiftCardCalls } from './order';
import type { SessionClient } from '../session/session-client';

export function lazySessionGiftCardCalls(client: Pick<SessionClient, 'request'>): GiftCardCalls {
  let calls: Promise<GiftCardCalls> | undefined;
  const load = () =>
    (calls ??= import('./order-calls').then((module) => module.sessionGiftCardCalls(client)));
  return {
    balance: async (method) => (await load()).balance(method),
    createOrder: async () => (await load()).createOrder(),
    cancelOrder: async (order) => (await load()).cancelOrder(order),
  };
}
