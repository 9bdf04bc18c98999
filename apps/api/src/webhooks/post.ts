/**
 * One webhook attempt over HTTP(S) (docs/api-contract.md "Webhooks"): the URL is checked again
 * against the address rules, and a host name's addresses are judged inside the connection's own
 * lookup, so the address dialled is the address judged (a name that resolved to a public address
 * when the endpoint was set and to a private one now is refused: no DNS rebinding). Redirects are
 * not followed. The outcome is the HTTP status or a category of failure, never a socket error's
 * text: the log a merchant reads must not describe the server's network.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { judgeAddress } from './addresses.ts';
import { checkWebhookUrl, type EndpointPolicy, type Resolve } from './endpoints.ts';

/** Timers the sender runs on (injected in tests to drive timeouts and the circuit breaker). */
export type Clock = {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export type FailureCategory = 'connection failed' | 'timeout' | 'TLS' | `blocked: ${string}`;

export type PostOutcome = { statusCode: number } | { failure: FailureCategory };

export type PostOptions = {
  policy: EndpointPolicy;
  resolve: Resolve;
  timeoutMs: number;
  clock: Clock;
};

class BlockedAddress extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** The connection's lookup: every address of the name judged; any refused one refuses them all. */
function guardedLookup(policy: EndpointPolicy, resolve: Resolve): LookupFunction {
  const judged = async (hostname: string, family: number | undefined) => {
    const addresses = await resolve(hostname);
    for (const { address } of addresses) {
      const verdict = judgeAddress(address, policy);
      if (!verdict.allowed) throw new BlockedAddress(`${verdict.rule} address`);
    }
    const all = addresses.map(({ address }) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
    const wanted = family ? all.filter((a) => a.family === family) : all;
    if (wanted.length === 0) throw Object.assign(new Error('no address'), { code: 'ENOTFOUND' });
    return wanted;
  };
  return (hostname, options, callback) => {
    const family = { IPv4: 4, IPv6: 6 }[String(options.family)] ?? Number(options.family || 0);
    judged(hostname, family || undefined).then(
      (wanted) => {
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}

/** POSTs `body` to `url`; resolves with the answer's status or why there was none. */
export function postWebhook(
  url: string,
  request: { headers: Record<string, string>; body: string },
  options: PostOptions,
): Promise<PostOutcome> {
  const checked = checkWebhookUrl(url, options.policy);
  if ('error' in checked) return Promise.resolve({ failure: `blocked: ${checked.error}` });
  const target = new URL(checked.url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let phase: 'lookup' | 'connected' | 'secure' = 'lookup';
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      options.clock.clearTimeout(timer);
      req.destroy();
      resolve(outcome);
    };
    const req = client.request(target, {
      method: 'POST',
      headers: { ...request.headers, 'Content-Length': String(Buffer.byteLength(request.body)) },
      agent: false,
      lookup: guardedLookup(options.policy, options.resolve),
    });
    const timer = options.clock.setTimeout(() => finish({ failure: 'timeout' }), options.timeoutMs);
    req.on('socket', (socket) => {
      socket.once('connect', () => {
        phase = 'connected';
      });
      socket.once('secureConnect', () => {
        phase = 'secure';
      });
    });
    req.on('response', (response) => {
      response.resume();
      finish({ statusCode: response.statusCode ?? 0 });
    });
    req.on('error', (error) => {
      if (error instanceof BlockedAddress) finish({ failure: `blocked: ${error.reason}` });
      else if (client === https && phase === 'connected') finish({ failure: 'TLS' });
      else finish({ failure: 'connection failed' });
    });
    req.end(request.body);
  });
}
