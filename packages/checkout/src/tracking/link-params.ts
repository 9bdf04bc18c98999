/**
 * The query parameters of e-mail links (contract "E-mail tracking", chosen names):
 * `?tracking={trackingToken}` on a payment link reports the opened link once;
 * `?email={address}` starts pay by bank automatically (spec §2).
 */
export const TRACKING_QUERY_PARAM = 'tracking';
export const EMAIL_QUERY_PARAM = 'email';

function param(search: string | URLSearchParams, name: string): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(name)?.trim();
  return value ? value : null;
}

/** The tracking token of an e-mail link, or `null`. */
export function trackingTokenFrom(search: string | URLSearchParams): string | null {
  return param(search, TRACKING_QUERY_PARAM);
}

/** The e-mail address of an e-mail link, or `null`. */
export function emailFrom(search: string | URLSearchParams): string | null {
  return param(search, EMAIL_QUERY_PARAM);
}

/** Remembers what was already done in this page load (one per key). */
export type OncePerPageLoad = { claim: (key: string) => boolean };

export function createOncePerPageLoad(): OncePerPageLoad {
  const done = new Set<string>();
  return {
    claim(key) {
      if (done.has(key)) return false;
      done.add(key);
      return true;
    },
  };
}
