/**
 * The frame's encryption: a field value to a compact JWE (RSA-OAEP-256 + A256GCM, header `kid`)
 * for the API's public key, with WebCrypto only — no library (docs/decisions.md: jose's
 * CompactEncrypt costs ≈7.1 kB gzip of a frame's 10 kB budget; this costs well under 1 kB).
 * Pure: no DOM, no React; runs wherever `crypto.subtle` exists (browsers, Node 20).
 */

/** The public half of the API's RSA key, as the card session publishes it. */
export interface PublicRsaJwk {
  readonly kty: 'RSA';
  readonly n: string;
  readonly e: string;
  readonly kid?: string;
  readonly alg?: string;
  readonly use?: string;
}

/** What a frame encrypts: exactly one field value, and when it was encrypted (ISO 8601). */
export type FieldPayload =
  | { readonly number: string; readonly generationtime: string }
  | { readonly expiryMonth: string; readonly generationtime: string }
  | { readonly expiryYear: string; readonly generationtime: string }
  | { readonly cvc: string; readonly generationtime: string }
  | { readonly password: string; readonly generationtime: string };

const encoder = new TextEncoder();

/** base64url without padding (RFC 7515 §2). */
export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The key as WebCrypto's RSA-OAEP (SHA-256) encryption key. */
function importPublicKey(jwk: PublicRsaJwk) {
  const { kty, n, e } = jwk;
  return crypto.subtle.importKey(
    'jwk',
    { kty, n, e, alg: 'RSA-OAEP-256', ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
}

/**
 * `payload` as a compact JWE for `publicJwk` under `kid`: a random 256-bit content key wrapped by
 * RSA-OAEP-256, the JSON payload sealed by AES-256-GCM with the protected header as AAD.
 */
export async function encryptField(
  publicJwk: PublicRsaJwk,
  kid: string,
  payload: FieldPayload,
): Promise<string> {
  const header = base64url(
    encoder.encode(JSON.stringify({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid })),
  );
  const cek = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const [wrapped, aesKey] = await Promise.all([
    importPublicKey(publicJwk).then((key) => crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, cek)),
    crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['encrypt']),
  ]);
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(header), tagLength: 128 },
      aesKey,
      encoder.encode(JSON.stringify(payload)),
    ),
  );
  const tag = sealed.subarray(sealed.length - 16);
  const ciphertext = sealed.subarray(0, sealed.length - 16);
  return [
    header,
    base64url(new Uint8Array(wrapped)),
    base64url(iv),
    base64url(ciphertext),
    base64url(tag),
  ].join('.');
}
