/**
 * The return from a redirect (docs/widget.md#views "Redirect view"): the provider sends the payer
 * back to the session's `returnUrl` with `?sessionId=…&redirectResult=…`. The payment form opens
 * the card step by itself, once per page load; the card widget of that session sends the result
 * to `paymentDetails`, and the parameters leave the address.
 */
import * as React from 'react';
import { createOncePerPageLoad } from '../tracking/link-params';

export type RedirectReturn = { sessionId: string; redirectResult: string };

/** The return's parameters in a query string, or null. */
export function redirectReturnFrom(search: string | URLSearchParams): RedirectReturn | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sessionId = params.get('sessionId');
  const redirectResult = params.get('redirectResult');
  return sessionId && redirectResult ? { sessionId, redirectResult } : null;
}

/** The address's query string (none outside a browser). */
export function currentRedirectReturn(): RedirectReturn | null {
  return typeof window === 'undefined' ? null : redirectReturnFrom(window.location.search);
}

/**
 * Takes the return's parameters out of the address (`history.replaceState`, the page's other
 * parameters, its hash and history state kept), once its result has been read: a reload is then a
 * plain visit of the page, not the same result sent again (the sandbox answers a replay 422).
 */
export function forgetRedirectReturn(): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (!redirectReturnFrom(url.searchParams)) return;
  url.searchParams.delete('sessionId');
  url.searchParams.delete('redirectResult');
  window.history.replaceState(window.history.state, '', url.href);
}

const opened = createOncePerPageLoad();

/** Calls `open` once per page load when the page is a return from a redirect. */
export function useRedirectReturnStart(open: () => void): void {
  const onOpen = React.useEffectEvent(open);
  React.useEffect(() => {
    const back = currentRedirectReturn();
    if (back && opened.claim(back.redirectResult)) onOpen();
  }, []);
}
