import type { MiddlewareHandler } from 'hono';
import { findRequest, type StoredRequest } from '../db/payment-requests.ts';
import { payableStatuses } from '../domain/payment-request.ts';
import { type AppContext, type AppEnv, ipOf, type Services } from '../context.ts';
import { tokenParam } from '../http/body.ts';
import { ApiError, notFoundError } from '../http/errors.ts';
import type { LimitGroup } from '../http/rate-limit.ts';

/** The request of the `:token` parameter (reusing a failure switch's lookup); 404 when unknown. */
export async function loadRequest(c: AppContext, services: Services): Promise<StoredRequest> {
  const token = tokenParam(c);
  const cached = c.get('paymentRequest');
  const request = cached !== undefined ? cached : await findRequest(services.db, token);
  if (!request) throw notFoundError();
  return request;
}

/** The lookup a token route's failure switch uses. */
export const requestOfPath = (services: Services) => (c: AppContext) =>
  findRequest(services.db, tokenParam(c));

export const isPayable = (status: string) =>
  (payableStatuses as readonly string[]).includes(status);

/** Sandbox processors exist only in sandbox mode; production mode has no provider configured. */
export function requireSandbox(services: Services, what: string) {
  if (services.config.mode !== 'sandbox') {
    throw new ApiError(503, `${what} are not configured on this server.`);
  }
}

/** The settlement delay of a request: its own sandbox setting, else the server's. */
export const settlementDelay = (services: Services, request: StoredRequest) =>
  request.sandbox.settlementDelayMs ?? services.config.settlementDelayMs;

/** Rate limit per caller IP and per payment request (the `:token` parameter). */
export const limited =
  (services: Services, group: LimitGroup): MiddlewareHandler<AppEnv> =>
  (c, next) => {
    services.limiter.hit(group, ipOf(c, services), tokenParam(c));
    return next();
  };
