/**
 * Refunds in production mode, each through the official library of the provider that took the
 * payment (docs/api-contract.md "Refunds"):
 * - Adyen: `ModificationsApi.refundCapturedPayment` on the payment's pspReference. Adyen answers
 *   `received`; the REFUND notification settles it (./adyen.ts).
 * - Stripe: `refunds.create` on the request's payment intent; `succeeded` or `failed` at once, or
 *   `pending` until its `refund.updated` event (./stripe.ts).
 * - Plaid: `transferRefundCreate` on the payment's transfer; `pending` until Plaid's refund
 *   events (docs/operations.md "Refunds").
 * The refund's id is each call's idempotency key and reference. A refund that cannot be asked
 * (no payment reference, the provider not configured) throws `RefundNotSentError`: it is failed.
 */
import type { Db, Queryable } from '../../db/db.ts';
import { RefundNotSentError } from '../../merchant/refunds.ts';
import type { StoredRequest } from '../../db/payment-requests.ts';
import type { RefundOutcome, RefundProvider } from '../providers.ts';
import { adyenClient } from './adyen.ts';
import type { LiveProvidersConfig } from './config.ts';
import { plaidClient } from './plaid.ts';
import { stripeClient } from './stripe.ts';

/** The provider of the request's last accepted payment (payment_attempts), with its reference. */
async function paymentOf(
  db: Queryable,
  token: string,
): Promise<{ provider: string; eventId: string } | null> {
  const { rows } = await db.query<{ provider: string; event_id: string }>(
    `select detail->>'provider' as provider, detail->>'eventId' as event_id from payment_attempts
     where payment_request_token = $1 and outcome = 'Authorised' and detail ? 'provider'
     order by id desc limit 1`,
    [token],
  );
  return rows[0] ? { provider: rows[0].provider, eventId: rows[0].event_id } : null;
}

/** Adyen's AUTHORISATION event id (`AUTHORISATION:<pspReference>:true`) → the pspReference. */
const pspReferenceOf = (eventId: string) => /^AUTHORISATION:([^:]+):true$/.exec(eventId)?.[1];

/** The intent id of a client secret (`pi_…_secret_…`). */
const intentOf = (secret: string | null) => secret?.split('_secret_')[0] ?? null;

/** Cents → Plaid's decimal dollars ("12.34"). */
export const plaidAmount = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const STRIPE_STATUS: Record<string, RefundOutcome['status']> = {
  succeeded: 'succeeded',
  pending: 'pending',
  requires_action: 'pending',
  failed: 'failed',
  canceled: 'failed',
};

export function liveRefunds(live: LiveProvidersConfig, db: Db): RefundProvider {
  const adyen = live.adyen ? adyenClient(live.adyen) : null;
  const stripe = live.stripe ? stripeClient(live.stripe) : null;
  const plaid = live.plaid ? plaidClient(live.plaid) : null;
  const configured: Record<string, boolean> = {
    adyen: adyen !== null,
    stripe: stripe !== null,
    plaid: plaid !== null,
  };
  return {
    async paidThrough(queryable, request) {
      const payment = await paymentOf(queryable, request.token);
      return payment && configured[payment.provider] ? payment.provider : null;
    },

    async refund(request: StoredRequest, refund) {
      const payment = await paymentOf(db, request.token);
      if (refund.provider === 'adyen' && adyen && live.adyen && payment) {
        const pspReference = pspReferenceOf(payment.eventId);
        if (!pspReference) throw new RefundNotSentError('The payment has no pspReference.');
        const answer = await adyen.ModificationsApi.refundCapturedPayment(
          pspReference,
          {
            amount: { currency: 'USD', value: refund.amountInCents },
            merchantAccount: live.adyen.merchantAccount,
            reference: refund.id,
          },
          { idempotencyKey: refund.id },
        );
        return { status: 'pending', providerReference: answer.pspReference, failureReason: null };
      }
      if (refund.provider === 'stripe' && stripe) {
        const intent = intentOf(request.stripeClientSecret);
        if (!intent) throw new RefundNotSentError('The request has no payment intent.');
        const answer = await stripe.refunds.create(
          {
            payment_intent: intent,
            amount: refund.amountInCents,
            metadata: { paypage_token: request.token, paypage_refund: refund.id },
          },
          { idempotencyKey: `paypage-${refund.id}` },
        );
        const status = STRIPE_STATUS[answer.status ?? ''] ?? 'pending';
        return {
          status,
          providerReference: answer.id,
          failureReason:
            status === 'failed' ? (answer.failure_reason ?? 'Refused by Stripe.') : null,
        };
      }
      if (refund.provider === 'plaid' && plaid) {
        const { rows } = await db.query<{ transfer_id: string }>(
          `select detail->>'transferId' as transfer_id from payment_attempts
           where payment_request_token = $1 and detail->>'provider' = 'plaid'
             and detail ? 'transferId' order by id desc limit 1`,
          [request.token],
        );
        const transferId = rows[0]?.transfer_id;
        if (!transferId) throw new RefundNotSentError('The payment has no Plaid transfer.');
        const { data } = await plaid.transferRefundCreate({
          transfer_id: transferId,
          amount: plaidAmount(refund.amountInCents),
          idempotency_key: refund.id,
        });
        const failed = data.refund.status === 'failed' || data.refund.status === 'cancelled';
        return {
          status: failed ? 'failed' : 'pending',
          providerReference: data.refund.id,
          failureReason: failed
            ? (data.refund.failure_reason?.description ?? 'Refused by Plaid.')
            : null,
        };
      }
      throw new RefundNotSentError(`${refund.provider} is not configured on this server.`);
    },
  };
}
