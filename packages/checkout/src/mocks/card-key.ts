/**
 * The mocks' card key (stories and jsdom tests only): the private half of the contract fixture's
 * `exampleSecuredFields.key`, so the mocked sandbox processor opens the blobs the secured frames
 * encrypt to a mocked session's key, as the API does with its own keys. A fixed TEST key, made for
 * this: it protects nothing and is never used by the API.
 */
import { exampleSecuredFields } from '@paypage/contract/fixtures';
import { compactDecrypt, importJWK } from 'jose';

const MOCK_CARD_PRIVATE_KEY = {
  kty: 'RSA',
  n: 'rl_GqUVnabJjbORZJfKnaPXn7gfCzcmT2_haQi26pw7HPqMPBkb3aTNnZeikJbslIUsfrGIHavzDVKHIzcprRu6AisRKonL9pz3kz9Dwdi_G12cHjhWGOEZ7c8-RaSj5khUpTGvMf40omB5DQPqsqvyIRCaN71Cvbujfa8jCeICcbzyYaTdafjaJBH2-di1j-JSoUeG7ohK9dzuANPNi1zPgk8c6MZSib4XEOU0ic-oXP9JLZudupKQ3aMi6mWPdIFi29MiRLdBfs06-5uPhJ2lI0ic6CPWXJoK39PEakJFrXaAd53hOyX5GczY8BPdZWqvbc_NaNhJc-x0BKIvX9Q',
  e: 'AQAB',
  d: 'FJxwjICOJTG3S98_5Frmy-LJK9sR_SYXCpiz_n-OQQHfrjky5PCNfQtc7PBPOsCAtos9LrCVpOFEq2PGKwECpis52W0zTzldXx_TRHczfRzPmZVtkK9dopg-LmW6D96OhWRn8ccKMId8ZWKqW2tl7n4UE04lV8THP8pZ4lEkH38OQvQoMyEgcRmB5WwJZIkFAfJhMiIDl_lwhrH5ohgilIaTqMSmneLtFooKRiR4xqgnF08W0Z8I2hDMpbDm-GwPZSDK1ZU7uLWP4YuOOVmM9CqNDF9rozqbAwC_0A3cLjB_mPyDtWzxkiYUESrY-lRnkYDnkBOHOTb_ZdHDZ7bOgQ',
  p: '213_Z9bDOl5W-2E_OHf-V_-KtOdnmVsBNDQzglvAz6A6mijf6RTGQuVZswPc3vVgT2ktWZY1NqTYsEDehz649TYFUADjrv_js5lksSc9ASuI0ve0VJsUaJB7A9sWBazK1uI-PLj-UjkwdatlL7LC5jMmizy4rbnfRhoA1MRLf0E',
  q: 'y35QXll4MByi5TLR50gMEJ327W8YxPgiW2_96vnnyJSkCk9U_NuFH_274NJWo2SZONP6YkSQfreEDm9UAykg_VLdRrgkfUFUkdM-tjF5SveMJmCa2ZOtdIbejKH0dD7p9sw-vnerxbPKrVzDWGPOb8Do_3trRrmPla_652xCH7U',
  dp: 'U8H1JfGzQxMIRR0hZW8zdugETwRX4w8DS6puzGQ6H0x_c6MNs1ISTTKC6D4eVCb-afOvtBgNI1sXvVxXWu5Q8pd4uc5NIOFlUIrODnH78flsWZjoirFXvoED5zn8k5ghLqDdwJOlz0E0xoj1rpujnP-ExP8fSH3CyWJeVN7KMME',
  dq: 'EPmhhK1b_E93Oz1pCy0UbJJw1c-ttkiovQ3zlZVxQ2c64-1IPqulSEznTlLdjVXH_liYi3gCwb9XUcjxri3RJbCy6sJTsOsxPdTsZ1BrONi7pTvrzvilwJG7oOmltcjFxaO2HDdpad2cq6eQWCBDSUlDZoSKJ2U1WBxNBt8eCP0',
  qi: '06Jl0IHIw2TD86W44BwlxR8LvocHbFuN4oHqI2llORK9ObfzUDAVOZk--48JM3KfFzTXHjKQH6w_QZ328TlsD7yrIXLMBuFtQ9-_jgTKssFVU6fgPtc37O-WYvbGWLgMu1bZRw2R8sqjgxzoQDu8gfio6rhK4iAEz6-BAfRP_dw',
} as const;

/** The key id the mocked sessions publish (the fixture's). */
export const MOCK_CARD_KEY_ID = exampleSecuredFields.key.kid;

let imported: ReturnType<typeof importJWK> | undefined;

/**
 * The payload of a blob made for the mocks' key (`{ number }`, `{ expiryMonth }`…), or null when
 * it is not one (another key, tampered, not a JWE).
 */
export async function openMockBlob(blob: string): Promise<Record<string, unknown> | null> {
  try {
    imported ??= importJWK({ ...MOCK_CARD_PRIVATE_KEY, alg: 'RSA-OAEP-256' }, 'RSA-OAEP-256');
    const { plaintext } = await compactDecrypt(blob, await imported, {
      keyManagementAlgorithms: ['RSA-OAEP-256'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const payload: unknown = JSON.parse(new TextDecoder().decode(plaintext));
    return typeof payload === 'object' && payload !== null
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
