/**
 * The sandbox's bin lookup as a `BinLookupCall` (docs/widget.md#calls):
 * `POST {api}/sandbox/adyen/v3/bin/binLookup?token={clientKey}` with the number frame's
 * encrypted BIN. The answer is read leniently by hand, as the contract's `binLookupResultSchema`
 * reads it (defaults for what is missing; a brand without a name, or no brands list, is no answer),
 * so no schema library comes with it: a lazy chunk of its own (`lazyBinLookupClient`), loaded at
 * the first lookup.
 */
import { postJson, POST_JSON_TIMEOUT_MS } from '../../api/post-json';
import type { BinLookupAnswer, BinLookupBrand, FieldPolicy } from '../../rules';
import type { BinLookupCall } from './bin-lookup-types';

export type BinLookupClientOptions = {
  /** The API's base URL (`…/api/v1`). */
  baseUrl: string;
  /** The client key (the card session's `clientConfig.key`). */
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const policy = (value: unknown): FieldPolicy =>
  value === 'optional' || value === 'hidden' ? value : 'required';

function readBrand(value: unknown): BinLookupBrand {
  if (!isObject(value) || typeof value.brand !== 'string' || value.brand === '')
    throw new TypeError('a bin lookup brand without a name');
  return {
    brand: value.brand,
    supported: value.supported === true,
    cvcPolicy: policy(value.cvcPolicy),
    expiryDatePolicy: policy(value.expiryDatePolicy),
    enableLuhnCheck: value.enableLuhnCheck !== false,
    ...(Number.isInteger(value.panLength) ? { panLength: value.panLength as number } : {}),
    showSocialSecurityNumber: value.showSocialSecurityNumber === true,
  };
}

/** The answer of the bin lookup, or a TypeError when it is not one. */
export function readBinLookupAnswer(json: unknown): BinLookupAnswer {
  if (!isObject(json) || !Array.isArray(json.brands))
    throw new TypeError('not a bin lookup answer');
  const country = json.issuingCountryCode;
  return {
    brands: json.brands.map(readBrand),
    ...(typeof country === 'string' && /^[A-Z]{2}$/.test(country)
      ? { issuingCountryCode: country }
      : {}),
    showSocialSecurityNumber: json.showSocialSecurityNumber === true,
  };
}

export function createBinLookupClient({
  baseUrl,
  token,
  fetch: fetchImpl,
  timeoutMs = POST_JSON_TIMEOUT_MS,
}: BinLookupClientOptions): BinLookupCall {
  const url = `${baseUrl.replace(/\/+$/, '')}/sandbox/adyen/v3/bin/binLookup?token=${encodeURIComponent(token)}`;
  return async (request) =>
    readBinLookupAnswer(
      await postJson(url, request, {
        failure: 'The bin lookup failed',
        fetch: fetchImpl,
        timeoutMs,
      }),
    );
}
