/**
 * The frame's encryption (docs/widget.md#options "Encrypted fields"): a field's value and its
 * generation time as a compact JWE (RSA-OAEP-256 key wrap, A256GCM content, header `kid`) to the
 * public key the host sent in `config`. WebCrypto only (no library), so a frame stays small; the
 * output is standard compact JWE any JOSE library opens (RFC 7516 §7.1).
 */
import type { FramePublicKey } from './protocol';

const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** What a frame encrypts: one field's value(s) and when it was encrypted (ISO 8601). */
export type FieldPayload = Record<string, string> & { generationtime: string };

/**
 * `payload` as a compact JWE to `publicKey`. `subtle` and `random` are the page's WebCrypto
 * (injectable for tests).
 */
export async function encryptField(
  publicKey: FramePublicKey,
  payload: FieldPayload,
  subtle: typeof globalThis.crypto.subtle = globalThis.crypto.subtle,
  random: (length: number) => Uint8Array<ArrayBuffer> = (length) =>
    globalThis.crypto.getRandomValues(new Uint8Array(length)),
): Promise<string> {
  const header = base64url(
    encoder.encode(JSON.stringify({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: publicKey.kid })),
  );
  const rsa = await subtle.importKey(
    'jwk',
    { kty: 'RSA', n: publicKey.jwk.n, e: publicKey.jwk.e, alg: 'RSA-OAEP-256', ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cek = random(32);
  const iv = random(12);
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, cek));
  const aes = await subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']);
  const sealed = new Uint8Array(
    await subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(header), tagLength: 128 },
      aes,
      encoder.encode(JSON.stringify(payload)),
    ),
  );
  const tag = sealed.slice(-16);
  return [
    header,
    base64url(wrapped),
    base64url(iv),
    base64url(sealed.slice(0, -16)),
    base64url(tag),
  ].join('.');
}
