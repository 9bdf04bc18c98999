/**
 * The sandbox failure switches (docs/api-contract.md): one middleware, mounted before the routes
 * in sandbox mode only. It knows each switchable call by its route (the table below, in the
 * contract's names), finds the request the call is about, and answers for it: the header
 * `X-Sandbox-Fail: 500 | slow | malformed` for this one call, else the request's
 * `sandbox.failCalls[call]`. Calls without a request token (client-info, institution logos) take
 * the switches a browser was handed in a cookie when it loaded its request. `slow` on
 * `plaid/payment` delays the sandbox bank's own call instead (sandbox/bank-link.ts), so the
 * server's bound on provider calls applies to it.
 */
import {
  FAILURE_MODES,
  SANDBOX_CALLS,
  WIRE_MESSAGES,
  type ApiCall,
  type FailureMode,
  type SandboxCall,
} from '@paypage/contract';
import { isWellFormedToken } from '@paypage/contract/payer-urls';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { matchedRoutes } from 'hono/route';
import type { AppEnv, Services } from '../context.ts';
import {
  findRequest,
  findRequestByTrackingToken,
  type StoredRequest,
} from '../db/payment-requests.ts';
import { jsonBodyOf } from '../http/body.ts';
import { badRequest, notFoundError } from '../http/errors.ts';

/** The call each switchable route is (`failCalls` keys). */
export const SWITCHED_CALLS = {
  'GET /collect/:token': 'collect',
  'GET /client-info': 'client-info',
  'GET /collect/:token/stripe/intent': 'stripe/intent',
  'POST /collect/:token/adyen/session': 'adyen/session',
  'POST /collect/:token/plaid/payment': 'plaid/payment',
  'GET /collect/:token/invoice/download': 'invoice/download',
  'POST /collect/:token/status': 'status',
  'POST /plaid/link-token': 'plaid/link-token',
  'POST /plaid/institution-logo': 'plaid/institution-logo',
  'POST /collect/:token/fingerprint': 'fingerprint',
  'POST /email-tracking/:trackingToken/link-opened': 'link-opened',
} as const satisfies Partial<Record<ApiCall, SandboxCall>>;

/** Calls that carry no payment-request token: their switches travel in a sandbox cookie. */
const tokenlessCalls = ['client-info', 'plaid/institution-logo'] as const satisfies SandboxCall[];
const cookieName = 'paypage_sandbox_fail';

const isFailureMode = (value: string | undefined): value is FailureMode =>
  (FAILURE_MODES as readonly (string | undefined)[]).includes(value);

/** The switched call a request was routed to, with its route's parameters. */
function switchedCallOf(c: Context, apiBase: string) {
  for (const route of matchedRoutes(c)) {
    const path = route.path.startsWith(apiBase) ? route.path.slice(apiBase.length) : null;
    const call = path && SWITCHED_CALLS[`${route.method} ${path}` as keyof typeof SWITCHED_CALLS];
    if (!call) continue;
    // Route patterns here are plain segments and `:name`s: the request's path lines up with them.
    const actual = c.req.path.split('/');
    const params: Record<string, string> = {};
    route.path.split('/').forEach((segment, index) => {
      if (segment.startsWith(':')) params[segment.slice(1)] = actual[index] ?? '';
    });
    return { call, params };
  }
  return null;
}

/** The request a switched call is about: by its path's token, tracking token or body. */
async function requestOf(
  c: Context<AppEnv>,
  services: Services,
  call: SandboxCall,
  params: Record<string, string>,
): Promise<StoredRequest | null> {
  if (params.token !== undefined) {
    if (!isWellFormedToken(params.token)) throw notFoundError();
    return findRequest(services.db, params.token);
  }
  if (params.trackingToken !== undefined) {
    return isWellFormedToken(params.trackingToken)
      ? findRequestByTrackingToken(services.db, params.trackingToken)
      : null;
  }
  if (call === 'plaid/link-token') {
    const body = (await jsonBodyOf(c).catch(() => null)) as { paymentRequestToken?: unknown };
    const token = body?.paymentRequestToken;
    return typeof token === 'string' && isWellFormedToken(token)
      ? findRequest(services.db, token)
      : null;
  }
  return null;
}

function readCookie(value: string | undefined): Partial<Record<SandboxCall, FailureMode>> {
  const switches: Partial<Record<SandboxCall, FailureMode>> = {};
  for (const pair of (value ?? '').split('&')) {
    const [call, mode] = pair.split('=') as [SandboxCall, string | undefined];
    if ((SANDBOX_CALLS as readonly string[]).includes(call) && isFailureMode(mode)) {
      switches[call] = mode;
    }
  }
  return switches;
}

/**
 * Loading a request in a browser (GET collect) hands its switches for token-less calls to that
 * browser in a cookie, so `failCalls: { "client-info": "500" }` works from the next such call on.
 * Loading a request without such switches clears the cookie. A server-rendered load does the same:
 * the page's answer carries what its in-process collect call set.
 */
function rememberTokenlessSwitches(c: Context, request: StoredRequest) {
  const switches = tokenlessCalls
    .filter((call) => request.sandbox.failCalls?.[call])
    .map((call) => `${call}=${request.sandbox.failCalls?.[call]}`);
  if (switches.length > 0) {
    setCookie(c, cookieName, switches.join('&'), {
      // Path `/`: the page's own address gets it too, so a server render (which calls collect in
      // process, for that browser) can clear it as the browser's own call would.
      path: '/',
      httpOnly: true,
      sameSite: 'Strict',
    });
  } else if (getCookie(c, cookieName) !== undefined) {
    deleteCookie(c, cookieName, { path: '/' });
  }
}

/** What a switch answers instead of the call, or `null` to let the call answer. */
async function failed(c: Context, mode: FailureMode | undefined, slowMs: number) {
  switch (mode) {
    case '500':
      return c.json({ message: WIRE_MESSAGES.internalError }, 500);
    case 'malformed':
      return c.body('{"status": "UNPAID", "merchant": {"name": ', 200, {
        'Content-Type': 'application/json; charset=utf-8',
      });
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, slowMs));
      return null;
    default:
      return null;
  }
}

/** The switches of the API mounted at `apiBase` (`/api/v1`). */
export function failureSwitches(services: Services, apiBase: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const switched = switchedCallOf(c, apiBase);
    if (!switched) return next();
    const { call, params } = switched;
    const header = c.req.header('x-sandbox-fail');
    if (header !== undefined && !isFailureMode(header)) {
      throw badRequest(`X-Sandbox-Fail must be one of ${FAILURE_MODES.join(', ')}.`);
    }
    let mode: FailureMode | undefined = header;
    if ((tokenlessCalls as readonly SandboxCall[]).includes(call)) {
      mode ??= readCookie(getCookie(c, cookieName))[call];
    } else {
      const request = await requestOf(c, services, call, params);
      // Kept for the route, so it does not look the request up again.
      c.set('paymentRequest', request);
      mode ??= request?.sandbox.failCalls?.[call];
    }
    if (mode === 'slow' && call === 'plaid/payment') {
      // A slow bank payment is a slow provider call (sandbox/bank-link.ts), which the route
      // bounds like any other: the switch travels with the request the route reads.
      const request = c.get('paymentRequest');
      if (request) {
        const failCalls = { ...request.sandbox.failCalls, [call]: mode };
        c.set('paymentRequest', { ...request, sandbox: { ...request.sandbox, failCalls } });
      }
      mode = undefined;
    }
    const answer = await failed(c, mode, services.config.slowMs);
    if (answer) return answer;
    await next();
    const request = c.get('paymentRequest');
    if (call === 'collect' && request && c.res.ok) rememberTokenlessSwitches(c, request);
  };
}
