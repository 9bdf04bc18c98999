/** The four addresses of a payment request (spec §2) and the route each one is. */
import type { PayRoute } from '@paypage/checkout';
import { matchPath } from '../router/match';

export const PAY_ROUTES = [
  { path: '/pay/:token', route: 'main' },
  { path: '/pay/:token/complete', route: 'complete' },
  { path: '/pay/:token/processing', route: 'processing' },
  { path: '/pay/:token/receipt', route: 'receipt' },
] as const satisfies readonly { path: string; route: PayRoute }[];

/** The payment request token of an address of the page, or `null` for any other address. */
export function payTokenFromPath(pathname: string): string | null {
  for (const { path } of PAY_ROUTES) {
    const token = matchPath(path, pathname)?.token;
    if (token) return token;
  }
  return null;
}

/** The payment request token and the route of an address, or `null` for any other address. */
export function payRouteFromPath(pathname: string): { token: string; route: PayRoute } | null {
  for (const { path, route } of PAY_ROUTES) {
    const token = matchPath(path, pathname)?.token;
    if (token) return { token, route };
  }
  return null;
}
