/**
 * The providers' webhooks (production mode, each only when its provider is configured):
 * `POST /webhooks/adyen` (standard notifications, HMAC per item, answered `[accepted]`) and
 * `POST /webhooks/stripe` (`Stripe-Signature`) and `POST /webhooks/plaid` (`Plaid-Verification`,
 * then the transfer events read from Plaid). A delivery that cannot be verified changes nothing;
 * a verified one is applied once, however often it is delivered.
 */
import { Hono } from 'hono';
import type { AppEnv, Services } from '../context.ts';
import {
  AdyenWebhookError,
  handleAdyenNotifications,
  verifiedItems,
} from '../providers/live/adyen.ts';
import {
  PlaidWebhookError,
  plaidClient,
  syncTransferEvents,
  verifyPlaidWebhook,
} from '../providers/live/plaid.ts';
import { handleStripeWebhook } from '../providers/live/stripe.ts';

export function webhookRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  const { adyen, stripe, plaid } = services.config.liveProviders ?? {};
  if (adyen) {
    routes.post('/webhooks/adyen', async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ message: 'Not an Adyen notification.' }, 400);
      }
      try {
        const items = verifiedItems(body, adyen.hmacKey);
        await handleAdyenNotifications(
          services.db,
          items,
          adyen.merchantAccount,
          services.config.publicOrigin,
        );
      } catch (error) {
        if (error instanceof AdyenWebhookError)
          return c.json({ message: error.message }, error.status);
        throw error;
      }
      // Adyen's standard webhook expects this exact answer (else it retries).
      return c.text('[accepted]');
    });
  }
  if (stripe) {
    routes.post('/webhooks/stripe', async (c) => {
      const signature = c.req.header('stripe-signature');
      if (!signature) return c.json({ message: 'Missing Stripe-Signature.' }, 400);
      const raw = await c.req.text();
      try {
        await handleStripeWebhook(
          stripe,
          services.db,
          raw,
          signature,
          services.config.publicOrigin,
        );
      } catch (error) {
        if ((error as { type?: string }).type === 'StripeSignatureVerificationError') {
          return c.json({ message: 'Invalid Stripe signature.' }, 400);
        }
        throw error;
      }
      return c.json({ received: true });
    });
  }
  if (plaid) {
    const client = plaidClient(plaid);
    routes.post('/webhooks/plaid', async (c) => {
      const raw = await c.req.text();
      try {
        await verifyPlaidWebhook(client, raw, c.req.header('plaid-verification'));
      } catch (error) {
        if (error instanceof PlaidWebhookError) return c.json({ message: error.message }, 401);
        throw error;
      }
      const body = JSON.parse(raw) as { webhook_type?: string; webhook_code?: string };
      if (body.webhook_type === 'TRANSFER' && body.webhook_code === 'TRANSFER_EVENTS_UPDATE') {
        await syncTransferEvents(client, services.db, services.config.publicOrigin);
      }
      return c.json({ received: true });
    });
  }
  return routes;
}
