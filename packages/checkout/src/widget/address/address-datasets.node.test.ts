import { describe, expect, it, vi } from 'vitest';
import { createAddressDatasets } from './address-datasets';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the address datasets client (§7)', () => {
  it('reads the lists at the spec’s paths under the loading context, each once', async () => {
    const fetcher = vi.fn(async (url: string | URL | Request) =>
      String(url).includes('/countries/')
        ? answer([{ id: 'US', name: 'Estados Unidos' }])
        : answer([{ id: 'SP', name: 'São Paulo' }]),
    );
    const datasets = createAddressDatasets({
      baseUrl: 'https://pay.example.com/api/v1/',
      locale: 'pt-BR',
      fetcher: fetcher as typeof fetch,
    });
    expect(await datasets.countries()).toEqual([{ value: 'US', label: 'Estados Unidos' }]);
    expect(await datasets.countries()).toHaveLength(1);
    expect(await datasets.states('br')).toEqual([{ value: 'SP', label: 'São Paulo' }]);
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual([
      'https://pay.example.com/api/v1/datasets/countries/pt-BR.json',
      'https://pay.example.com/api/v1/datasets/states/BR/pt-BR.json',
    ]);
  });

  it.each([
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 404', async () => answer({ message: 'Not found' }, 404)],
    ['a 500', async () => answer([{ id: 'US', name: 'United States' }], 500)],
    ['not JSON', async () => new Response('<html>', { status: 200 })],
    ['not a list', async () => answer({ id: 'US', name: 'United States' })],
  ])('answers an empty list on %s', async (_, fetcher) => {
    const datasets = createAddressDatasets({ baseUrl: 'https://x.test/api/v1', fetcher });
    expect(await datasets.countries()).toEqual([]);
    expect(await datasets.states('US')).toEqual([]);
  });

  it('drops entries of another shape and keeps the rest', async () => {
    const datasets = createAddressDatasets({
      baseUrl: 'https://x.test/api/v1',
      fetcher: async () => answer([{ id: 'US', name: 'United States' }, { id: 1 }, null, 'CA']),
    });
    expect(await datasets.countries()).toEqual([{ value: 'US', label: 'United States' }]);
  });
});
