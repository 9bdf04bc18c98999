import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, Services } from '../context.ts';
import type { StoredRequest } from '../db/payment-requests.ts';
import {
  failureModes,
  type FailureMode,
  type SandboxCall,
  sandboxCalls,
} from '../domain/payment-request.ts';
import { badRequest } from '../http/errors.ts';

/** Calls that carry no payment-request token: their switches travel in a sandbox cookie. */
const tokenlessCalls = ['client-info', 'plaid/institution-logo'] as const satisfies SandboxCall[];
const cookieName = 'paypage_sandbox_fail';

/**
 * The sandbox failure switch of one named call (docs/api-contract.md): the header
 * `X-Sandbox-Fail: 500 | slow | malformed` for this one call, else the request's
 * `sandbox.failCalls[call]`. `lookup` finds the request the call is about (it is kept in the
 * context, so the route does not look it up twice). In production mode it does nothing.
 */
export function failable(
  services: Services,
  call: SandboxCall,
  lookup?: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => Promise<StoredRequest | null>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (services.config.mode !== 'sandbox') return next();
    const header = c.req.header('x-sandbox-fail');
    if (header !== undefined && !(failureModes as readonly string[]).includes(header)) {
      throw badRequest(`X-Sandbox-Fail must be one of ${failureModes.join(', ')}.`);
    }
    let mode = header as FailureMode | undefined;
    if (lookup) {
      const request = await lookup(c);
      c.set('paymentRequest', request);
      mode ??= request?.sandbox.failCalls?.[call];
    } else {
      mode ??= readCookie(getCookie(c, cookieName))[call];
    }
    if (mode === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, services.config.slowMs));
      return next();
    }
    if (mode === '500') return c.json({ message: 'Internal server error' }, 500);
    if (mode === 'malformed') {
      return c.body('{"status": "UNPAID", "merchant": {"name": ', 200, {
        'Content-Type': 'application/json; charset=utf-8',
      });
    }
    return next();
  };
}

/**
 * Loading a request in a browser (GET collect) hands its switches for token-less calls to that
 * browser in a cookie, so `failCalls: { "client-info": "500" }` works from the next such call on.
 * Loading a request without such switches clears the cookie.
 */
export function rememberTokenlessSwitches(
  c: Parameters<MiddlewareHandler<AppEnv>>[0],
  request: StoredRequest,
) {
  const switches = tokenlessCalls
    .filter((call) => request.sandbox.failCalls?.[call])
    .map((call) => `${call}=${request.sandbox.failCalls?.[call]}`);
  if (switches.length > 0) {
    setCookie(c, cookieName, switches.join('&'), {
      path: '/api/v1',
      httpOnly: true,
      sameSite: 'Strict',
    });
  } else if (getCookie(c, cookieName) !== undefined) {
    deleteCookie(c, cookieName, { path: '/api/v1' });
  }
}

function readCookie(value: string | undefined): Partial<Record<SandboxCall, FailureMode>> {
  const switches: Partial<Record<SandboxCall, FailureMode>> = {};
  for (const pair of (value ?? '').split('&')) {
    const [call, mode] = pair.split('=');
    if (
      (sandboxCalls as readonly string[]).includes(call ?? '') &&
      (failureModes as readonly string[]).includes(mode ?? '')
    ) {
      switches[call as SandboxCall] = mode as FailureMode;
    }
  }
  return switches;
}
