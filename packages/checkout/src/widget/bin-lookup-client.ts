/**
 * The sandbox's bin lookup as a `BinLookupCall` (card-widget.md §7 `POST v3/bin/binLookup?token=`;
 * issue 16): `POST {api}/sandbox/adyen/v3/bin/binLookup?token={clientKey}` with the number frame's
 * encrypted BIN, the answer read with the contract's schema. Kept out of the widget: the page glue
 * (or an integrator) makes one and passes it as the widget's `binLookup`.
 */
import { binLookupResultSchema } from '@paypage/contract/schemas/answers';
import { API_TIMEOUT_MS } from '../api/client';
import type { BinLookupCall } from './use-bin-lookup';

export type BinLookupClientOptions = {
  /** The API's base URL (`…/api/v1`). */
  baseUrl: string;
  /** The client key (the card session's `clientConfig.key`). */
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export function createBinLookupClient({
  baseUrl,
  token,
  fetch: fetchImpl,
  timeoutMs = API_TIMEOUT_MS,
}: BinLookupClientOptions): BinLookupCall {
  const url = `${baseUrl.replace(/\/+$/, '')}/sandbox/adyen/v3/bin/binLookup?token=${encodeURIComponent(token)}`;
  return async (request) => {
    const response = await (fetchImpl ?? globalThis.fetch)(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`bin lookup answered ${response.status}`);
    return binLookupResultSchema.parse(await response.json());
  };
}
