import type { MiddlewareHandler } from 'hono';
import { type AppContext, type AppEnv, ipOf, type Services } from '../context.ts';
import { findRequest, type StoredRequest } from '../db/payment-requests.ts';
import { tokenParam } from '../http/body.ts';
import { notFoundError } from '../http/errors.ts';
import type { LimitGroup } from '../http/rate-limit.ts';

/** The request of the `:token` parameter (one a middleware already found, else looked up); 404 when unknown. */
export async function loadRequest(c: AppContext, services: Services): Promise<StoredRequest> {
  const token = tokenParam(c);
  const cached = c.get('paymentRequest');
  const request = cached !== undefined ? cached : await findRequest(services.db, token);
  if (!request) throw notFoundError();
  return request;
}

/** Rate limit per caller IP and per payment request (the `:token` parameter). */
export const limited =
  (services: Services, group: LimitGroup): MiddlewareHandler<AppEnv> =>
  (c, next) => {
    services.limiter.hit(group, ipOf(c, services), tokenParam(c));
    return next();
  };
