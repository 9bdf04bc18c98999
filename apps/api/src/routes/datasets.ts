/**
 * The address's datasets (docs/widget.md#calls), in sandbox and production alike:
 * - `GET /datasets/countries/{locale}.json`: every country `{ id, name }`, named in the locale and
 *   sorted by that name;
 * - `GET /datasets/states/{country}/{locale}.json`: the country's states `{ id, name }` (AU, BR,
 *   CA, US), an empty list for a country without one.
 * The data is the rules' (`@paypage/checkout/rules`: the state tables shipped in the repo, the
 * country names of the runtime's ICU). The locales named are those the widget speaks
 * (DATASET_LOCALES); another well-formed ll-CC locale answers en-US's list (the widget's fallback
 * for its strings), a malformed one or country code 404. The state names are the same in every
 * locale (they are written as the country writes them). Public, cacheable for a day.
 */
import { countryDataset, normalizeLocale, stateDataset } from '@paypage/checkout/rules';
import { DATASET_LOCALES } from '@paypage/contract/values';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

const FALLBACK_LOCALE = 'en-US';

/** The locale whose names are served: a known one, else en-US; null for a malformed one. */
function servedLocale(file: string): string | null {
  const match = /^(.+)\.json$/.exec(file);
  const locale = match?.[1] ? normalizeLocale(match[1]) : null;
  if (locale === null) return null;
  return (DATASET_LOCALES as readonly string[]).includes(locale) ? locale : FALLBACK_LOCALE;
}

export function datasetRoutes() {
  const routes = new Hono<AppEnv>();
  // One list per locale, built on first use (the names do not change while the process runs).
  const countries = new Map<string, ReturnType<typeof countryDataset>>();
  const notFound = { message: 'Not found' };
  const cache = 'public, max-age=86400';

  routes.get('/datasets/countries/:file', (c) => {
    const locale = servedLocale(c.req.param('file'));
    if (locale === null) return c.json(notFound, 404);
    let list = countries.get(locale);
    if (!list) {
      list = countryDataset(locale);
      countries.set(locale, list);
    }
    c.header('Cache-Control', cache);
    return c.json(list);
  });
  routes.get('/datasets/states/:country/:file', (c) => {
    const locale = servedLocale(c.req.param('file'));
    const country = c.req.param('country');
    if (locale === null || !/^[A-Za-z]{2}$/.test(country)) return c.json(notFound, 404);
    c.header('Cache-Control', cache);
    return c.json(stateDataset(country));
  });
  return routes;
}
