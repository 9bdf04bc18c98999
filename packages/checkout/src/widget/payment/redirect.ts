/**
 * The redirect action, the pure part (docs/widget.md#views "Redirect view", §8 code 600): a GET to
 * `url`, or a hidden form POSTing `data` to it; 'continue to {name}' names where it goes.
 */
import { REDIRECT_ERROR } from '../../rules';

export type RedirectTarget = {
  method: 'GET' | 'POST';
  /** Absolute (resolved against the page's address). */
  url: string;
  data: Record<string, string>;
  name: string;
};

/** How the page leaves for a redirect (tests and stories give their own). */
export type Navigator = {
  get: (url: string) => void;
  post: (url: string, data: Record<string, string>) => void;
};

/** The redirect error as the widget reports it (a CardWidgetError). */
export type RedirectFailure = { name: 'ERROR'; message: string; errorCode: string };

export type RedirectReading =
  { ok: true; target: RedirectTarget } | { ok: false; error: RedirectFailure };

/** The redirect error (600) as the widget reports it. */
export const REDIRECT_FAILURE: RedirectFailure = /* @__PURE__ */ Object.freeze({
  name: 'ERROR',
  message: REDIRECT_ERROR.message,
  errorCode: String(REDIRECT_ERROR.code),
});

/** The button's text (the spec's string). */
export const continueToLabel = (name: string) => `continue to ${name}`;

/**
 * Reads a `redirect` action: its method (GET unless POST), its url (http or https only, resolved
 * against `base`), its form data (string values only) and its name (default 'your bank'). A
 * missing or unusable url is error 600.
 */
export function readRedirectAction(action: unknown, base: string): RedirectReading {
  const failed = { ok: false, error: REDIRECT_FAILURE } as const;
  if (action === null || typeof action !== 'object') return failed;
  const { type, method, url, data, name } = action as Record<string, unknown>;
  if (type !== 'redirect' || typeof url !== 'string' || url.trim() === '') return failed;
  let resolved: URL;
  try {
    resolved = new URL(url, base);
  } catch {
    return failed;
  }
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') return failed;
  const fields: Record<string, string> = {};
  if (data !== null && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'string') fields[key] = value;
    }
  }
  return {
    ok: true,
    target: {
      method: method === 'POST' ? 'POST' : 'GET',
      url: resolved.href,
      data: fields,
      name: typeof name === 'string' && name.trim() !== '' ? name : 'your bank',
    },
  };
}
