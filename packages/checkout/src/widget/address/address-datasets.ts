/**
 * The address's datasets from the API (docs/widget.md#calls): `GET {context}/datasets/countries/
 * {locale}.json` and `GET {context}/datasets/states/{country}/{locale}.json`, each a list of
 * `{ id, name }`. Fetched when the address first shows and kept for the widget's life (one request
 * per list). Any failure (a network error, a status other than 200, another shape, 60 s without an
 * answer) is an empty list, as §7 says; the field then becomes a free text input.
 */
import type { AddressDatasets } from './address-lookup-types';

/** §9 fetch timeout. */
const FETCH_TIMEOUT_MS = 60_000;

type Option = { value: string; label: string };

async function fetchList(url: string, fetcher: typeof fetch): Promise<readonly Option[]> {
  try {
    const answer = await fetcher(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!answer.ok) return [];
    const body = (await answer.json()) as unknown;
    if (!Array.isArray(body)) return [];
    return body.flatMap((entry: unknown) => {
      const { id, name } = (entry ?? {}) as Record<string, unknown>;
      return typeof id === 'string' && typeof name === 'string' ? [{ value: id, label: name }] : [];
    });
  } catch {
    return [];
  }
}

/** The datasets of an API (`baseUrl`: the loading context, `https://pay.example.com/api/v1`). */
export function createAddressDatasets({
  baseUrl,
  locale = 'en-US',
  fetcher = (...args) => fetch(...args),
}: {
  baseUrl: string;
  locale?: string;
  fetcher?: typeof fetch;
}): AddressDatasets {
  const base = baseUrl.replace(/\/+$/, '');
  const lists = new Map<string, Promise<readonly Option[]>>();
  const load = (path: string) => {
    const url = `${base}/datasets/${path}/${encodeURIComponent(locale)}.json`;
    let list = lists.get(url);
    if (!list) {
      list = fetchList(url, fetcher);
      lists.set(url, list);
    }
    return list;
  };
  return {
    countries: () => load('countries'),
    states: (country) => load(`states/${encodeURIComponent(country.toUpperCase())}`),
  };
}
