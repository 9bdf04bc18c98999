/**
 * The card networks' Click to Pay SDKs (docs/widget.md#calls "Third-party scripts loaded"), chosen by
 * environment and loaded lazily — only when a card session enables Click to Pay with a networks'
 * environment, never at page load. `network-service.ts` drives them; its tests load a fake SDK
 * from a test server through this same loader.
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

const pendingByDocument = new WeakMap<Document, Map<string, Promise<void>>>();

/** A document's loader: one `<script async>` per URL, shared by every caller. */
export function scriptLoaderFor(document: Document): ScriptLoader {
  return (url) => {
    let pending = pendingByDocument.get(document);
    if (!pending) pendingByDocument.set(document, (pending = new Map()));
    let loading = pending.get(url);
    if (!loading) {
      const forUrl = pending;
      loading = new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = url;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => {
          forUrl.delete(url);
          script.remove();
          reject(new Error(`SCRIPT_ERROR: ${url}`));
        };
        document.head.append(script);
      });
      pending.set(url, loading);
    }
    return loading;
  };
}
