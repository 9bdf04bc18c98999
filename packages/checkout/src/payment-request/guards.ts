/**
 * The guards of the four routes (spec §2). A guard redirects, replacing history, to
 * /pay/{token} when the status is not allowed or the fetch failed (or found nothing); the
 * processing and complete routes redirect to the receipt when the status is PAID.
 *
 * | route      | renders when       | PAID →  | otherwise → |
 * | ---------- | ------------------ | ------- | ----------- |
 * | main       | always             |         |             |
 * | processing | PROCESSING         | receipt | main        |
 * | complete   | never (see below)  | receipt | main        |
 * | receipt    | PAID or PROCESSING |         | main        |
 *
 * Complete (chosen, literal reading): the spec allows /complete only when PAID *and* sends the
 * complete screen to the receipt when PAID, so /complete always leaves: to the receipt when
 * PAID, to the main view otherwise. The payment-complete view itself is what /pay/{token} shows
 * for a PAID request.
 */
import type { PaymentData } from './payment-data';

export type PayRoute = 'main' | 'complete' | 'processing' | 'receipt';

export type GuardDecision =
  | { type: 'wait' }
  | { type: 'render' }
  | { type: 'redirect'; route: PayRoute; path: string; replace: true };

const ROUTE_SUFFIX = {
  main: '',
  complete: '/complete',
  processing: '/processing',
  receipt: '/receipt',
} as const satisfies Record<PayRoute, string>;

/** `/pay/{token}` and its sub-routes. */
export function payPath(token: string, route: PayRoute = 'main'): string {
  return `/pay/${encodeURIComponent(token)}${ROUTE_SUFFIX[route]}`;
}

function redirect(token: string, route: PayRoute): GuardDecision {
  return { type: 'redirect', route, path: payPath(token, route), replace: true };
}

export function guardRoute(
  route: PayRoute,
  token: string,
  data: Pick<PaymentData, 'loading' | 'error' | 'paymentRequest'>,
): GuardDecision {
  if (route === 'main') return { type: 'render' };
  if (data.loading) return { type: 'wait' };
  const status = data.error == null ? data.paymentRequest?.status : undefined;
  if (status === undefined) return redirect(token, 'main');
  switch (route) {
    case 'processing':
    case 'complete':
      if (status === 'PAID') return redirect(token, 'receipt');
      return route === 'processing' && status === 'PROCESSING'
        ? { type: 'render' }
        : redirect(token, 'main');
    case 'receipt':
      return status === 'PAID' || status === 'PROCESSING'
        ? { type: 'render' }
        : redirect(token, 'main');
  }
}
