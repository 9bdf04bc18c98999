/**
 * The order of a partial payment (gift cards): its calls, its memory across a reload and its expiry.
 *
 * Loaded through `import()` by path, so not re-exported here: `restore-order`, `order-calls`.
 */
export { lazySessionGiftCardCalls } from './lazy-order-calls';
export {
  type BalanceResult,
  type GiftCardCalls,
  type GiftCardPaymentMethod,
  type Order,
  orderLeftToPay,
  orderReference,
} from './order';
export { keepOrder, restoredOrder, type RestoredOrder } from './order-memory';
