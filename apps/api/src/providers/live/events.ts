/**
 * A provider's verified webhook event applied to its payment request: one transaction that locks
 * the request's row, so of any number of deliveries of one event (retries, two instances) exactly
 * one changes the request; the others find the event recorded and change nothing.
 */
import type { PaymentDetails } from '@paypage/contract';
import type { Db } from '../../db/db.ts';
import { forceStatusIn, recordAttempt } from '../../db/payment-requests.ts';

export type ProviderOutcome = 'PAID' | 'PAYMENT_FAILED' | 'PROCESSING';

export type ProviderEvent = {
  provider: 'adyen' | 'stripe' | 'plaid';
  /** The provider's name of this event (Adyen: event code and pspReference; Stripe: evt_…; Plaid: event_id). */
  eventId: string;
  /** The payment request's token (the provider's reference or metadata). */
  token: string;
  outcome: ProviderOutcome;
  /** How it was paid (`card`, `applePay`, …). */
  method: string;
  /**
   * The amount the provider reports in USD minor units (null: another currency); a payment of
   * another amount than the request's does not pay it. Unset: the provider names none.
   */
  amount?: number | null;
  /**
   * What paid it, as the event names it (a card's brand and last four, the provider's reference);
   * completed by what the request kept of its pending payment (a bank account linked before).
   */
  details?: Partial<PaymentDetails>;
};

const NO_DETAILS: PaymentDetails = {
  brand: null,
  lastFour: null,
  bankName: null,
  accountMask: null,
  reference: null,
};

/** The receipt's details: the event's parts over the pending payment's, none left undefined. */
export function mergeDetails(
  pending: PaymentDetails | null,
  reported: Partial<PaymentDetails> | undefined,
): PaymentDetails {
  const merged = { ...NO_DETAILS, ...pending };
  for (const [key, value] of Object.entries(reported ?? {}) as [keyof PaymentDetails, unknown][]) {
    if (typeof value === 'string' && value !== '') merged[key] = value;
  }
  return merged;
}

/**
 * `changed`: the request moved; `duplicate`: this event was applied before; `ignored`: the
 * request's status does not move this way (a late failure after PAID, a payment after a cancel,
 * which is recorded as `Voided` for the business to refund), or a payment of another amount
 * (recorded as `Wrong amount`); `not-found`: no such request.
 */
export type EventResult = 'changed' | 'duplicate' | 'ignored' | 'not-found';

/** The statuses each outcome is reached from. */
const MOVES_FROM = {
  PAID: ['UNPAID', 'PAYMENT_FAILED', 'PROCESSING'],
  PAYMENT_FAILED: ['UNPAID', 'PROCESSING'],
  PROCESSING: ['UNPAID', 'PAYMENT_FAILED'],
} as const satisfies Record<ProviderOutcome, readonly string[]>;

/** The outcome as recorded in payment_attempts. */
const ATTEMPT_OUTCOME = {
  PAID: 'Authorised',
  PAYMENT_FAILED: 'Refused',
  PROCESSING: 'Processing',
} as const satisfies Record<ProviderOutcome, string>;

/** `publicOrigin` makes the payer URL of the merchant's webhook event the change writes. */
export function applyProviderEvent(
  db: Db,
  event: ProviderEvent,
  publicOrigin: string | undefined,
): Promise<EventResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      status: string;
      amount: number | string;
      pending: PaymentDetails | null;
    }>(
      `select status, amount_in_cents as amount, pending_details as pending
       from payment_requests where token = $1 for update`,
      [event.token],
    );
    const status = rows[0]?.status;
    if (status === undefined) return 'not-found';
    const seen = await tx.query(
      `select 1 from payment_attempts
       where payment_request_token = $1 and detail->>'provider' = $2 and detail->>'eventId' = $3`,
      [event.token, event.provider, event.eventId],
    );
    if (seen.rows.length > 0) return 'duplicate';
    const detail = { provider: event.provider, eventId: event.eventId };
    const wrongAmount =
      event.outcome === 'PAID' &&
      event.amount !== undefined &&
      event.amount !== Number(rows[0]!.amount);
    const moves = (MOVES_FROM[event.outcome] as readonly string[]).includes(status);
    if (wrongAmount) {
      await recordAttempt(tx, event.token, event.method, 'Wrong amount', {
        ...detail,
        amount: event.amount,
      });
      return 'ignored';
    }
    if (!moves) {
      const voided = event.outcome === 'PAID' && (status === 'CANCELED' || status === 'EXPIRED');
      await recordAttempt(tx, event.token, event.method, voided ? 'Voided' : 'Ignored', {
        ...detail,
        outcome: ATTEMPT_OUTCOME[event.outcome],
        status,
      });
      return 'ignored';
    }
    const paid = event.outcome === 'PAID';
    await forceStatusIn(
      tx,
      event.token,
      {
        status: event.outcome,
        ...(paid
          ? {
              methodPaidWith: event.method,
              datePaid: new Date().toISOString(),
              paymentDetails: mergeDetails(rows[0]!.pending, event.details),
            }
          : {}),
      },
      publicOrigin,
    );
    await recordAttempt(tx, event.token, event.method, ATTEMPT_OUTCOME[event.outcome], detail);
    return 'changed';
  });
}
