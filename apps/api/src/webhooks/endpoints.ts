/**
 * A merchant key's webhook endpoint (docs/api-contract.md "Webhooks"): its URL, checked here, and
 * its signing secret (`whsec_` and 256 random bits, base64url), shown once when the endpoint is
 * set. Unlike an API key the secret must be recoverable (the server signs with it), so it is
 * stored sealed with AES-256-GCM under WEBHOOK_SECRET_KEY when that is configured, and as it is
 * (marked `plain:`) when not: then a copy of the database holds the signing secrets.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const SIGNING_SECRET_PREFIX = 'whsec_';

/** Hosts that an `http:` endpoint may name (local work and the demo); everything else is https. */
const LOOPBACK = /^(127(\.\d{1,3}){3}|\[::1\]|localhost)$/;

/** The endpoint URL as stored, or a message saying why it is refused (for a 400 naming `url`). */
export function checkWebhookUrl(raw: string): { url: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { error: 'Not an absolute URL' };
  }
  if (url.username || url.password) return { error: 'A URL without user name or password' };
  if (url.hash) return { error: 'A URL without a #fragment' };
  if (url.protocol === 'https:') return { url: url.href };
  if (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) return { url: url.href };
  return { error: 'An https URL (http only to a loopback host: localhost, 127.0.0.1, [::1])' };
}

export const newSigningSecret = () =>
  `${SIGNING_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

const aesKey = (serverKey: string) => createHash('sha256').update(serverKey).digest();

/** The secret as stored: `v1:<iv>:<tag>:<ciphertext>` under the server key, else `plain:<secret>`. */
export function sealSecret(secret: string, serverKey: string | undefined): string {
  if (!serverKey) return `plain:${secret}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(serverKey), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const b64 = (buffer: Buffer) => buffer.toString('base64url');
  return `v1:${b64(iv)}:${b64(cipher.getAuthTag())}:${b64(sealed)}`;
}

/** The secret of a stored value; throws (without the value) when it cannot be opened. */
export function openSecret(stored: string, serverKey: string | undefined): string {
  if (stored.startsWith('plain:')) return stored.slice('plain:'.length);
  const [version, iv, tag, sealed] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('Unknown signing secret format.');
  if (!serverKey) {
    throw new Error('The signing secret is sealed, and WEBHOOK_SECRET_KEY is not set.');
  }
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      aesKey(serverKey),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(sealed, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    throw new Error('The signing secret does not open with WEBHOOK_SECRET_KEY (another key?).');
  }
}
