import { SANDBOX_CLIENT_KEY } from '@paypage/contract';
import { RESPONSE_EXAMPLES } from '@paypage/contract/fixtures';
import { binLookupResultSchema } from '@paypage/contract/schemas';
import { describe, expect, it, vi } from 'vitest';
import { createBinLookupClient, readBinLookupAnswer } from './bin-lookup-client';

const example = RESPONSE_EXAMPLES['POST /sandbox/adyen/v3/bin/binLookup'];

describe('readBinLookupAnswer', () => {
  it('reads the contract’s example as the contract’s schema does', () => {
    const { requestId: _id, ...parsed } = binLookupResultSchema.parse(example);
    expect(readBinLookupAnswer(example)).toEqual(parsed);
  });

  it('fills in what is missing as the schema does, and drops a malformed country', () => {
    const sparse = { brands: [{ brand: 'visa', supported: true }] };
    const { requestId: _id, ...parsed } = binLookupResultSchema.parse({ ...sparse, requestId: '' });
    expect(readBinLookupAnswer(sparse)).toEqual(parsed);
    expect(readBinLookupAnswer({ ...sparse, issuingCountryCode: 'kr' })).toEqual(parsed);
  });

  it.each([null, [], {}, { brands: 'visa' }, { brands: [{ supported: true }] }])(
    'refuses %j',
    (json) => {
      expect(() => readBinLookupAnswer(json)).toThrow(TypeError);
    },
  );
});

describe('createBinLookupClient', () => {
  it('posts the request with the client key as token; a failed answer throws', async () => {
    const fetch = vi.fn(async () => Response.json(example));
    const lookUp = createBinLookupClient({
      baseUrl: 'https://pay.example/api/v1/',
      token: SANDBOX_CLIENT_KEY,
      fetch,
    });
    const request = {
      type: 'card' as const,
      supportedBrands: ['visa'],
      encryptedBin: 'a.b.c.d.e',
      requestId: 'r',
    };
    await expect(lookUp(request)).resolves.toMatchObject({ issuingCountryCode: 'FR' });
    expect(fetch).toHaveBeenCalledWith(
      `https://pay.example/api/v1/sandbox/adyen/v3/bin/binLookup?token=${SANDBOX_CLIENT_KEY}`,
      expect.objectContaining({ method: 'POST', body: JSON.stringify(request) }),
    );
    fetch.mockImplementationOnce(async () => Response.json({ message: 'failed' }, { status: 500 }));
    await expect(lookUp(request)).rejects.toThrow('500');
  });
});
