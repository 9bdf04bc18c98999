/**
 * The address's datasets (docs/widget.md#calls) in sandbox and production mode: the
 * countries per locale (en-US, pt-BR, ko-KR; another ll-CC locale in en-US), a country's states
 * (an empty list without them), 404 for a malformed locale or country code.
 */
import { datasetListSchema } from '@paypage/contract/schemas';
import type { Db } from '../src/db/db.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, json, startServer, type TestServer } from './support/harness.ts';

describe.each(backends())('the address datasets on $name', { timeout: 60_000 }, (backend) => {
  let db: Db;
  const servers: Record<'sandbox' | 'production', TestServer | undefined> = {
    sandbox: undefined,
    production: undefined,
  };
  beforeAll(async () => {
    db = await backend.open();
    // Two servers on one database: the sandbox one owns it.
    servers.production = await startServer(
      { ...db, close: async () => undefined },
      {
        mode: 'production',
      },
    );
    servers.sandbox = await startServer(db);
  });
  afterAll(async () => {
    await servers.production?.close();
    await servers.sandbox?.close();
  });

  const list = async (mode: 'sandbox' | 'production', path: string) => {
    const response = await servers[mode]!.call(`/api/v1/datasets/${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    return datasetListSchema.parse(await json(response));
  };

  describe.each(['sandbox', 'production'] as const)('in %s mode', (mode) => {
    it.each([
      ['en-US', 'United States', 'Brazil'],
      ['pt-BR', 'Estados Unidos', 'Brasil'],
      ['ko-KR', '미국', '브라질'],
      // Not a locale of the widget's: en-US's names.
      ['fr-FR', 'United States', 'Brazil'],
      // Normalised, as the widget's locale is (§5).
      ['pt_br', 'Estados Unidos', 'Brasil'],
    ])('countries/%s.json names the US %s and Brazil %s, sorted', async (locale, us, br) => {
      const countries = await list(mode, `countries/${locale}.json`);
      expect(countries.length).toBeGreaterThan(240);
      expect(countries).toContainEqual({ id: 'US', name: us });
      expect(countries).toContainEqual({ id: 'BR', name: br });
      const names = countries.map((country) => country.name);
      const served = locale === 'fr-FR' ? 'en-US' : locale.replace('_br', '-BR');
      expect(names).toEqual([...names].sort(new Intl.Collator(served).compare));
    });

    it.each([
      ['US', 59, { id: 'CA', name: 'California' }],
      ['ca', 13, { id: 'QC', name: 'Quebec' }],
      ['AU', 8, { id: 'NSW', name: 'New South Wales' }],
      ['BR', 27, { id: 'SP', name: 'São Paulo' }],
    ])('states/%s/en-US.json has %i states, e.g. %o', async (country, count, example) => {
      const states = await list(mode, `states/${country}/en-US.json`);
      expect(states).toHaveLength(count);
      expect(states).toContainEqual(example);
    });

    it('a country without states answers an empty list, in any locale', async () => {
      expect(await list(mode, 'states/NL/en-US.json')).toEqual([]);
      expect(await list(mode, 'states/US/ko-KR.json')).toHaveLength(59);
    });

    it.each([
      'countries/english.json',
      'countries/en-US',
      'states/USA/en-US.json',
      'states/U1/en-US.json',
      'states/US/xx.json',
    ])('%s is not found (404)', async (path) => {
      const response = await servers[mode]!.call(`/api/v1/datasets/${path}`);
      expect(response.status).toBe(404);
    });
  });
});
