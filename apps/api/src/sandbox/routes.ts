/**
 * The sandbox's own API, under `/api/v1/sandbox` in sandbox mode only (404 in production mode):
 * the card processor and its ACS, the bank link's sign-in, and the scenario API. The sandbox's
 * other parts reach the product through the provider interfaces (./providers.ts) and the failure
 * switches (./failure-switches.ts).
 */
import { Hono } from 'hono';
import type { AppEnv, Services } from '../context.ts';
import { acsRoutes } from './acs.ts';
import { bankLinkRoutes } from './bank-link.ts';
import { analyticsRoutes } from './analytics.ts';
import { binLookupRoutes } from './bin-lookup.ts';
import { cardProcessorRoutes } from './card-processor.ts';
import { issuerRoutes } from './issuer.ts';
import { orderRoutes } from './orders.ts';
import { outboxRoutes } from './outbox.ts';
import { scenarioRoutes } from './scenario.ts';
import { sessionSetupRoutes } from './session-setup.ts';
import { threeDSMethodRoutes } from './three-ds-method.ts';

export function sandboxRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.route('/', scenarioRoutes(services));
  routes.route('/', sessionSetupRoutes(services));
  routes.route('/', cardProcessorRoutes(services));
  routes.route('/', orderRoutes(services));
  routes.route('/', binLookupRoutes(services));
  routes.route('/', analyticsRoutes(services));
  routes.route('/', acsRoutes(services));
  routes.route('/', threeDSMethodRoutes(services));
  routes.route('/', issuerRoutes(services));
  routes.route('/', bankLinkRoutes(services));
  routes.route('/', outboxRoutes(services));
  return routes;
}
