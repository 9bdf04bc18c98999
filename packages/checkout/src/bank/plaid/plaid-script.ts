/**
 * Loads Plaid Link's script (`link-initialize.js`) from Plaid, once per page, and says whether it
 * came: react-plaid-link's embedded component only logs a failed load, so the adapter loads the
 * script itself first and hands the component a script that is already there.
 */

/** Where react-plaid-link loads Plaid Link from (its `PLAID_LINK_STABLE_URL`, not exported). */
export const PLAID_LINK_SCRIPT_URL = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

/** (chosen) A script that has neither loaded nor failed after this long counts as failed. */
export const PLAID_SCRIPT_TIMEOUT_MS = 20_000;

type PlaidWindow = { Plaid?: { createEmbedded?: unknown } };

let pending: Promise<void> | null = null;

function plaidIsReady(): boolean {
  return typeof (globalThis as PlaidWindow).Plaid?.createEmbedded === 'function';
}

/**
 * Resolves when `window.Plaid` can create embedded Link; rejects when the script fails, is
 * blocked (a content security policy, no network) or takes too long. A failed load is
 * forgotten, so a later call (the payer's 'Try again') starts afresh.
 */
export function loadPlaidScript(
  url: string = PLAID_LINK_SCRIPT_URL,
  timeoutMs: number = PLAID_SCRIPT_TIMEOUT_MS,
): Promise<void> {
  if (plaidIsReady()) return Promise.resolve();
  pending ??= new Promise<void>((resolve, reject) => {
    // A script left by a failed attempt is replaced, so the browser asks for it again.
    for (const stale of document.querySelectorAll<HTMLScriptElement>('script')) {
      if (stale.src === url) stale.remove();
    }
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    const timer = setTimeout(() => fail(new Error('Plaid Link did not load in time')), timeoutMs);
    function settle() {
      clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
    }
    function fail(error: Error) {
      settle();
      script.remove();
      reject(error);
    }
    function onLoad() {
      if (plaidIsReady()) {
        settle();
        resolve();
      } else {
        fail(new Error('Plaid Link loaded without window.Plaid'));
      }
    }
    function onError() {
      fail(new Error('Plaid Link could not be loaded'));
    }
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    document.head.append(script);
  }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
