/**
 * The payer's addresses (docs/payer-page.md#screens): the one route table of `/pay/{token}` and its screens.
 * The app matches and builds its routes from it, the API writes it (the card session's return
 * URL, the Stripe callback's redirect, the sandbox's `url`, the server render's page detection).
 * `@paypage/checkout` never imports it: the domain speaks of screens, the app turns them into
 * paths (lint rule in eslint.config.js).
 */
import { PAYER_SCREENS, type PayerScreen } from './values';

export { PAYER_SCREENS, type PayerScreen };

/** The path of each screen: `:token` is the payment request token. */
export const PAYER_ROUTES = [
  { screen: 'main', pattern: '/pay/:token' },
  { screen: 'complete', pattern: '/pay/:token/complete' },
  { screen: 'processing', pattern: '/pay/:token/processing' },
  { screen: 'receipt', pattern: '/pay/:token/receipt' },
] as const satisfies readonly { screen: PayerScreen; pattern: string }[];

const PREFIX = '/pay/';
const SUFFIXES = {
  main: '',
  complete: '/complete',
  processing: '/processing',
  receipt: '/receipt',
} as const satisfies Record<PayerScreen, string>;

/** A token the server issues (192 random bits, base64url) or accepts from older links: 16–64. */
export const WELL_FORMED_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** `/pay/{token}` and its screens' paths (the token URL-encoded). */
export function payerPath(token: string, screen: PayerScreen = 'main'): string {
  return `${PREFIX}${encodeURIComponent(token)}${SUFFIXES[screen]}`;
}

/** An absolute payer URL on `origin` (`https://pay.example.com`), with an optional query. */
export function payerUrl(
  origin: string,
  token: string,
  screen: PayerScreen = 'main',
  query?: Record<string, string>,
): string {
  const url = new URL(payerPath(token, screen), origin);
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
  return url.href;
}

/**
 * The token and screen of a payer path, or `null` for any other path. The token is decoded; a
 * trailing slash is allowed. Any non-empty token is returned (the page answers 'not found' for an
 * unknown one): use `isWellFormedToken` where only issued shapes may pass (the server render).
 */
export function parsePayerPath(pathname: string): { token: string; screen: PayerScreen } | null {
  if (!pathname.startsWith(PREFIX)) return null;
  const parts = pathname.slice(PREFIX.length).replace(/\/$/, '').split('/');
  const [raw, sub, ...rest] = parts;
  if (!raw || rest.length > 0) return null;
  const screen = sub === undefined ? 'main' : PAYER_SCREENS.find((s) => s !== 'main' && s === sub);
  if (!screen) return null;
  let token: string;
  try {
    token = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return token ? { token, screen } : null;
}

/** Whether a token has the shape the server issues (only such tokens are written into HTML). */
export const isWellFormedToken = (token: string): boolean => WELL_FORMED_TOKEN.test(token);
