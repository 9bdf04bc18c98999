/**
 * Stripe through its official library (`stripe`): one PaymentIntent per payment request, whose
 * client secret `stripe/intent` answers, and the webhook, verified with
 * `stripe.webhooks.constructEvent`, that moves the request to PROCESSING, PAID or PAYMENT_FAILED.
 */
import Stripe from 'stripe';
import type { Db } from '../../db/db.ts';
import type { StripeProvider } from '../providers.ts';
import type { StripeConfig } from './config.ts';
import { applyProviderEvent, type EventResult, type ProviderOutcome } from './events.ts';

export function stripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'paypage' },
    ...(base
      ? {
          protocol: base.protocol === 'http:' ? 'http' : 'https',
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
        }
      : {}),
  });
}

/**
 * The Stripe provider of production mode. The intent is created once per request: its client
 * secret is kept with the request, and the create call carries the request's token as its
 * idempotency key, so two first calls at once (two tabs, two instances) get one intent.
 */
export function stripeProvider(config: StripeConfig, db: Db): StripeProvider {
  const stripe = stripeClient(config);
  return {
    async clientSecret(request) {
      if (request.stripeClientSecret) return request.stripeClientSecret;
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountInCents,
          currency: 'usd',
          metadata: { paypage_token: request.token },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: `paypage-intent-${request.token}` },
      );
      if (!intent.client_secret)
        throw new Error('Stripe answered an intent without client secret.');
      const { rows } = await db.query<{ secret: string }>(
        `update payment_requests set stripe_client_secret = coalesce(stripe_client_secret, $2)
         where token = $1 returning stripe_client_secret as secret`,
        [request.token, intent.client_secret],
      );
      return rows[0]?.secret ?? intent.client_secret;
    },
  };
}

const OUTCOME_OF: Record<string, ProviderOutcome> = {
  'payment_intent.succeeded': 'PAID',
  'payment_intent.payment_failed': 'PAYMENT_FAILED',
  'payment_intent.processing': 'PROCESSING',
};

/** Stripe's payment method types → the page's `methodPaidWith`. */
const METHOD_OF: Record<string, string> = { us_bank_account: 'ach', card: 'card' };

/**
 * Verifies a webhook delivery (its raw body and `Stripe-Signature` header; throws
 * Stripe's signature error when they do not match) and applies a payment intent's event.
 * `null`: an event this service does not act on, or an intent not made by it.
 */
export async function handleStripeWebhook(
  config: StripeConfig,
  db: Db,
  rawBody: string,
  signature: string,
  publicOrigin: string | undefined,
): Promise<EventResult | null> {
  const event = Stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
  const outcome = OUTCOME_OF[event.type];
  if (!outcome) return null;
  const intent = event.data.object as Stripe.PaymentIntent;
  const token = intent.metadata?.paypage_token;
  if (!token) return null;
  const type = intent.payment_method_types?.length === 1 ? intent.payment_method_types[0]! : 'card';
  return applyProviderEvent(
    db,
    {
      provider: 'stripe',
      eventId: event.id,
      token,
      outcome,
      method: METHOD_OF[type] ?? type,
      ...(typeof intent.amount === 'number'
        ? { amount: intent.currency === 'usd' ? intent.amount : null }
        : {}),
    },
    publicOrigin,
  );
}
