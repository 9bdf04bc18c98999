/**
 * A merchant key's webhook endpoint (docs/api-contract.md "Webhooks"): its URL, checked here, and
 * its signing secret (`whsec_` and 256 random bits, base64url), shown once when the endpoint is
 * set. Unlike an API key the secret must be recoverable (the server signs with it), so it is
 * stored sealed with AES-256-GCM under WEBHOOK_SECRET_KEY when that is configured, and as it is
 * (marked `plain:`) when not: then a copy of the database holds the signing secrets.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import {
  addressRule,
  hostNameRule,
  judgeAddress,
  parseIp,
  type TargetPolicy,
} from './addresses.ts';

export const SIGNING_SECRET_PREFIX = 'whsec_';

/** Where a webhook may go: the address rules (./addresses.ts) and whether `http:` is taken. */
export type EndpointPolicy = TargetPolicy & {
  /** Production: true, every endpoint is `https:`; the sandbox also takes `http:` to loopback. */
  httpsOnly: boolean;
};

/** A host name's addresses (the resolver's answer; injected in tests). */
export type Resolve = (hostname: string) => Promise<readonly { address: string }[]>;

export const resolveAll: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

const LOOPBACK_NOTE = 'http only to a loopback host: localhost, 127.0.0.1, [::1]';

/**
 * The endpoint URL as stored, or a message saying why it is refused (for a 400 naming `url`).
 * The host is judged as written: an address (in any spelling the URL parser reads) by the
 * address rules, a name by the host name rules; `checkWebhookTarget` also resolves the name.
 */
export function checkWebhookUrl(
  raw: string,
  policy: EndpointPolicy,
): { url: string; host: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { error: 'Not an absolute URL' };
  }
  if (url.username || url.password) return { error: 'A URL without user name or password' };
  if (url.hash) return { error: 'A URL without a #fragment' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const isIp = parseIp(host) !== null;
  const loopbackHost = isIp
    ? addressRule(parseIp(host)!) === 'loopback'
    : hostNameRule(host) === 'loopback';
  const https = url.protocol === 'https:';
  const http = url.protocol === 'http:';
  if (!https && !(http && !policy.httpsOnly && loopbackHost)) {
    return { error: policy.httpsOnly ? 'An https URL' : `An https URL (${LOOPBACK_NOTE})` };
  }
  if (isIp) {
    const verdict = judgeAddress(host, policy);
    if (!verdict.allowed) return { error: refusedAddress(verdict.rule, host) };
  } else {
    const rule = hostNameRule(host);
    if (rule && !(rule === 'loopback' && policy.allowLoopback)) {
      return { error: `A public host, not ${article(rule)} (${host})` };
    }
  }
  return { url: url.href, host };
}

/**
 * `checkWebhookUrl`, and a host name must resolve, every one of its addresses allowed (in
 * production, when the endpoint is set; each attempt checks the address it dials again).
 */
export async function checkWebhookTarget(
  raw: string,
  policy: EndpointPolicy,
  resolve: Resolve,
): Promise<{ url: string } | { error: string }> {
  const checked = checkWebhookUrl(raw, policy);
  if ('error' in checked) return checked;
  if (parseIp(checked.host)) return { url: checked.url };
  let addresses: readonly { address: string }[];
  try {
    addresses = await resolve(checked.host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) return { error: `A host that resolves (${checked.host} does not)` };
  for (const { address } of addresses) {
    const verdict = judgeAddress(address, policy);
    if (!verdict.allowed) {
      return { error: `${refusedAddress(verdict.rule, address)}: ${checked.host} resolves to it` };
    }
  }
  return { url: checked.url };
}

const article = (rule: string) => (/^([aeio]|un[^i])/.test(rule) ? `an ${rule}` : `a ${rule}`);

/** The 400's words for a refused address: the rule it breaks, by name. */
export const refusedAddress = (rule: string, address: string) =>
  `A public address, not ${article(rule)} address (${address})`;

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
