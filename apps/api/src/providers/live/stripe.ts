/**
 * Stripe through its official library (`stripe`): one PaymentIntent per payment request, whose
 * client secret `stripe/intent` answers, and the webhook, verified with
 * `stripe.webhooks.constructEvent`, that moves the request to PROCESSING, PAID or PAYMENT_FAILED
 * and settles a pending refund (./refunds.ts).
 */
import type { PaymentDetails } from '@paypage/contract';
import Stripe from 'stripe';
import type { Db } from '../../db/db.ts';
import { findRefund, findRefundByReference, settleRefund } from '../../db/refunds.ts';
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
  if (event.type === 'refund.updated' || event.type === 'refund.failed') {
    return settleStripeRefund(db, event.data.object, publicOrigin);
  }
  const outcome = OUTCOME_OF[event.type];
  if (!outcome) return null;
  const intent = event.data.object as Stripe.PaymentIntent;
  const token = intent.metadata?.paypage_token;
  if (!token) return null;
  const type = intent.payment_method_types?.length === 1 ? intent.payment_method_types[0]! : 'card';
  const details = outcome === 'PAID' ? await intentDetails(config, intent) : undefined;
  return applyProviderEvent(
    db,
    {
      provider: 'stripe',
      eventId: event.id,
      token,
      outcome,
      method: METHOD_OF[type] ?? type,
      ...(details ? { details } : {}),
      ...(typeof intent.amount === 'number'
        ? { amount: intent.currency === 'usd' ? intent.amount : null }
        : {}),
    },
    publicOrigin,
  );
}

/**
 * A refund's `refund.updated` / `refund.failed` event settles the pending refund it names: by its
 * id, or, when the refund call's answer never came (docs/api-contract.md "Refunds"), by the
 * refund's id in its metadata.
 */
async function settleStripeRefund(
  db: Db,
  object: Stripe.Refund,
  publicOrigin: string | undefined,
): Promise<EventResult | null> {
  const status =
    object.status === 'succeeded'
      ? 'succeeded'
      : object.status === 'failed' || object.status === 'canceled'
        ? 'failed'
        : null;
  if (!status) return null;
  const named = object.metadata?.paypage_refund;
  const refund =
    (await findRefundByReference(db, 'stripe', object.id)) ??
    (named ? await findRefund(db, named) : null);
  if (!refund || refund.provider !== 'stripe') return 'not-found';
  if (refund.status !== 'pending') return 'duplicate';
  await settleRefund(
    db,
    refund.id,
    {
      status,
      providerReference: object.id,
      failureReason: status === 'failed' ? (object.failure_reason ?? 'Refused by Stripe.') : null,
    },
    publicOrigin,
  );
  return 'changed';
}

/**
 * What paid an intent, for the receipt: the intent's id as the reference, and the card's brand and
 * last four (or the bank account's bank and last four) from its latest charge — the event's own,
 * when expanded, or fetched through the library. A charge that cannot be fetched leaves them out:
 * the payment is applied all the same.
 */
export async function intentDetails(
  config: StripeConfig,
  intent: Stripe.PaymentIntent,
): Promise<Partial<PaymentDetails>> {
  const reference = intent.id;
  let charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  if (!charge && typeof intent.latest_charge === 'string') {
    try {
      charge = await stripeClient(config).charges.retrieve(intent.latest_charge);
    } catch {
      charge = null;
    }
  }
  const method = charge?.payment_method_details;
  if (method?.card) {
    return { reference, brand: method.card.brand ?? null, lastFour: method.card.last4 ?? null };
  }
  if (method?.us_bank_account) {
    const bank = method.us_bank_account;
    return { reference, bankName: bank.bank_name ?? null, accountMask: bank.last4 ?? null };
  }
  return { reference };
}
