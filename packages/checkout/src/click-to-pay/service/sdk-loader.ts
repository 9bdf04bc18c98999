/**
 * Production only, not yet used: the card networks' Click to Pay SDKs (card-widget.md §7 "Third-
 * party scripts loaded"), chosen by environment and loaded lazily — only when a card session
 * enables Click to Pay, never at page load, never in tests (the sandbox service stands in). What
 * remains is the adapter from the networks' SDK calls to `ClickToPayService`.
 */

export type ClickToPayEnvironment = 'test' | 'live';
export type ClickToPayNetwork = 'visa' | 'mc';

/** The networks' SDK scripts: sandbox for `test`, production for `live`. */
export const CLICK_TO_PAY_SDK_URLS = Object.freeze({
  test: Object.freeze({
    visa: 'https://sandbox-assets.secure.checkout.visa.com/checkout-widget/resources/js/src-i-adapter/visa-sdk.js?v2',
    mc: 'https://sandbox.src.mastercard.com/sdk/srcsdk.mastercard.js',
  }),
  live: Object.freeze({
    visa: 'https://assets.secure.checkout.visa.com/checkout-widget/resources/js/src-i-adapter/visa-sdk.js?v2',
    mc: 'https://src.mastercard.com/sdk/srcsdk.mastercard.js',
  }),
} as const satisfies Record<ClickToPayEnvironment, Record<ClickToPayNetwork, string>>);

/** The script URL of a network's SDK; every live region (live-us, live-au…) uses the live one. */
export function clickToPaySdkUrl(environment: string, network: ClickToPayNetwork): string {
  const key: ClickToPayEnvironment = environment.startsWith('live') ? 'live' : 'test';
  return CLICK_TO_PAY_SDK_URLS[key][network];
}

/** Adds a script once; resolves when it has loaded, rejects (SCRIPT_ERROR) when it fails. */
export type ScriptLoader = (url: string) => Promise<void>;

const pending = new Map<string, Promise<void>>();

/** The browser's loader: one `<script async>` per URL, shared by every caller. */
export const loadScriptOnce: ScriptLoader = (url) => {
  let loading = pending.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        pending.delete(url);
        script.remove();
        reject(new Error(`SCRIPT_ERROR: ${url}`));
      };
      document.head.append(script);
    });
    pending.set(url, loading);
  }
  return loading;
};

/**
 * Loads the SDKs of the networks the session accepts, in parallel. The networks' globals are read
 * by the adapter (to come) once this resolves.
 */
export async function loadClickToPaySdks(
  environment: string,
  networks: readonly ClickToPayNetwork[],
  loadScript: ScriptLoader = loadScriptOnce,
): Promise<void> {
  await Promise.all(networks.map((network) => loadScript(clickToPaySdkUrl(environment, network))));
}
