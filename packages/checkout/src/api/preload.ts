/**
 * The early fetch of the payment request. The app starts `GET /collect/{token}` before React
 * boots; the `PaymentDataProvider` then takes that promise instead of fetching again.
 *
 * ```ts
 * // apps/pay/src/main.tsx, before createRoot(…).render(…)
 * preloadPaymentRequest(token);
 * // or, from an inline script that ran before the bundle:
 * preloadPaymentRequest(token, { response: window.__paymentRequestResponse });
 * ```
 *
 * One entry per token. The provider keeps using the same entry while React mounts (StrictMode
 * mounts twice) and releases it once a mounted provider has read it, so a later visit or a
 * refresh fetches anew.
 */
import type { PaymentRequest } from '../models/payment-request';
import type { ApiClient } from './client';
import { getDefaultApiClient } from './default-client';

export type PreloadOptions = {
  client?: ApiClient;
  /** An answer of `fetch('/api/v1/collect/{token}')` started before the bundle ran. */
  response?: Promise<Response>;
};

const preloaded = new Map<string, Promise<PaymentRequest | null>>();

/** Starts loading the payment request of `token` (once) and returns the pending result. */
export function preloadPaymentRequest(
  token: string,
  options: PreloadOptions = {},
): Promise<PaymentRequest | null> {
  const existing = preloaded.get(token);
  if (existing) return existing;
  const client = options.client ?? getDefaultApiClient();
  const pending = options.response
    ? client.readPaymentRequestResponse(options.response)
    : client.getPaymentRequest(token);
  // Handled by whoever reads it; this keeps an unread failure from being reported as unhandled.
  pending.catch(() => undefined);
  preloaded.set(token, pending);
  return pending;
}

/** The pending early fetch of `token`, if any. */
export function peekPreloadedPaymentRequest(
  token: string,
): Promise<PaymentRequest | null> | undefined {
  return preloaded.get(token);
}

/** Forgets the early fetch of `token` once it has been read (only if it is still `pending`). */
export function releasePreloadedPaymentRequest(
  token: string,
  pending: Promise<PaymentRequest | null>,
): void {
  if (preloaded.get(token) === pending) preloaded.delete(token);
}
