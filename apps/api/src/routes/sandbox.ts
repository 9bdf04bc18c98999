import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Services } from '../context.ts';
import {
  createRequest,
  findRequest,
  forceStatus,
  listRequests,
  toWire,
} from '../db/payment-requests.ts';
import { createPaymentRequestSchema, statusSchema } from '../domain/payment-request.ts';
import { readJson, tokenParam } from '../http/body.ts';
import { notFoundError } from '../http/errors.ts';

const forceStatusSchema = z.strictObject({
  status: statusSchema,
  statusUpdateDate: z.iso.datetime({ offset: true }).nullable().optional(),
  methodPaidWith: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/)
    .nullable()
    .optional(),
  datePaid: z.iso.datetime({ offset: true }).nullable().optional(),
});

/** The scenario API (sandbox mode only): create, list and force payment requests. */
export function scenarioRoutes(services: Services) {
  const { db } = services;
  const routes = new Hono<AppEnv>();

  routes.post('/payment-requests', async (c) => {
    const input = await readJson(c, createPaymentRequestSchema.default({}));
    const { token, trackingToken } = await createRequest(db, input);
    return c.json({ token, url: `/pay/${token}`, trackingToken }, 201);
  });

  routes.get('/payment-requests', async (c) => {
    const requests = await listRequests(db);
    c.header('Cache-Control', 'no-store');
    return c.json({
      paymentRequests: requests.map((r) => ({
        token: r.token,
        url: `/pay/${r.token}`,
        status: r.status,
        merchant: r.merchant,
        amountInCents: r.amountInCents,
        label: r.label,
        trackingToken: r.trackingToken,
      })),
    });
  });

  routes.post('/payment-requests/:token/status', async (c) => {
    const token = tokenParam(c);
    const change = await readJson(c, forceStatusSchema);
    if (!(await forceStatus(db, token, change))) throw notFoundError();
    const request = await findRequest(db, token);
    if (!request) throw notFoundError();
    return c.json(toWire(request));
  });

  return routes;
}
