import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptField } from './encrypt';

const subtle = webcrypto.subtle as SubtleCrypto;
const decoder = new TextDecoder();
const fromBase64url = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));

async function keyPair() {
  const pair = await subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await subtle.exportKey('jwk', pair.publicKey);
  return {
    privateKey: pair.privateKey,
    publicKey: { kid: 'k1', jwk: { kty: 'RSA' as const, n: jwk.n!, e: jwk.e! } },
  };
}

/** Opens a compact JWE with WebCrypto, as RFC 7516 says (independently of `encryptField`). */
async function decrypt(jwe: string, privateKey: CryptoKey) {
  const [header = '', wrapped = '', iv = '', ciphertext = '', tag = ''] = jwe.split('.');
  const cek = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64url(wrapped));
  const aes = await subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const sealed = new Uint8Array([...fromBase64url(ciphertext), ...fromBase64url(tag)]);
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64url(iv), additionalData: new TextEncoder().encode(header) },
    aes,
    sealed,
  );
  return {
    header: JSON.parse(decoder.decode(fromBase64url(header))) as unknown,
    payload: JSON.parse(decoder.decode(plain)) as unknown,
  };
}

describe('encryptField', () => {
  it('writes a compact JWE (RSA-OAEP-256, A256GCM, kid) that WebCrypto opens', async () => {
    const { privateKey, publicKey } = await keyPair();
    const payload = { number: '4111111111111111', generationtime: '2026-11-25T08:00:00.000Z' };
    const jwe = await encryptField(publicKey, payload, subtle);
    expect(jwe.split('.')).toHaveLength(5);
    expect(jwe).not.toContain('4111');
    expect(await decrypt(jwe, privateKey)).toEqual({
      header: { alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'k1' },
      payload,
    });
  });

  it('draws a new key and IV each time, and a changed ciphertext fails to open', async () => {
    const { privateKey, publicKey } = await keyPair();
    const payload = { cvc: '737', generationtime: '2026-11-25T08:00:00.000Z' };
    const [first, second] = await Promise.all([
      encryptField(publicKey, payload, subtle),
      encryptField(publicKey, payload, subtle),
    ]);
    expect(first).not.toBe(second);
    const parts = first.split('.');
    const flipped = parts[3]!.startsWith('A') ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    await expect(
      decrypt([...parts.slice(0, 3), flipped, parts[4]].join('.'), privateKey),
    ).rejects.toThrow();
  });
});
