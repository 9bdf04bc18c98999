/**
 * The rules of a refund the merchant asks for (`POST /merchant/payment-requests/{token}/
 * refunds`): which requests may be refunded, and how much. Pure; the route applies them again
 * inside the transaction that holds the request's row (../db/refunds.ts), so two refunds at once
 * cannot both pass (docs/api-contract.md "Refunds").
 *
 * Only a PAID request is refunded, by at most what is left of its payment (integer cents), with
 * one refund pending at a time, through the provider that took the payment. A transfer received
 * outside the page (ACH, wire) went through none: the merchant's bank sends it back, not paypage.
 */
import type { RefundStatus } from '@paypage/contract';

export type RefundProblem = { status: 409 | 422; message: string };

/** What the rules read of a refund already made. */
export type PastRefund = { amountInCents: number; status: RefundStatus | (string & {}) };

/** The transfers the merchant records as received outside the page. */
const OUTSIDE = { ach: 'an ACH transfer', wire: 'a wire transfer' } as const;

/** What the succeeded refunds gave back. */
export function refundedInCents(refunds: readonly PastRefund[]): number {
  return refunds
    .filter((refund) => refund.status === 'succeeded')
    .reduce((sum, refund) => sum + refund.amountInCents, 0);
}

/** What may be refunded now: 0 while a refund is pending, else what is left of the payment. */
export function refundableInCents(paid: number, refunds: readonly PastRefund[]): number {
  if (refunds.some((refund) => refund.status === 'pending')) return 0;
  return Math.max(0, paid - refundedInCents(refunds));
}

/** How much of the payment went back: `none`, `partial` or `full` (the receipt's badge). */
export function refundState(paid: number, refunds: readonly PastRefund[]): RefundState {
  const refunded = refundedInCents(refunds);
  if (refunded === 0) return 'none';
  return refunded >= paid ? 'full' : 'partial';
}
export type RefundState = 'none' | 'partial' | 'full';

/**
 * A refund call that ended before any request reached the provider (no payment reference to
 * refund, the provider not configured): nothing was asked, so the refund is failed.
 */
export class RefundNotSentError extends Error {}

/** The outcome of a refund call that threw, as `settleRefund` records it. */
export type RefundErrorOutcome = {
  status: 'failed';
  providerReference: null;
  failureReason: string;
};

/** The HTTP status a provider's library error carries (`status`, `statusCode` or `response.status`). */
function httpStatusOf(error: unknown): number | undefined {
  const e = error as {
    status?: unknown;
    statusCode?: unknown;
    response?: { status?: unknown };
  } | null;
  const status = [e?.status, e?.statusCode, e?.response?.status].find(
    (value) => typeof value === 'number',
  );
  return status as number | undefined;
}

/** The provider's error code: `code` (Stripe), `errorCode` (Adyen), `response.data.error_code` (Plaid). */
function codeOf(error: unknown): string | undefined {
  const e = error as {
    code?: unknown;
    errorCode?: unknown;
    response?: { data?: { error_code?: unknown } };
  } | null;
  return [e?.code, e?.errorCode, e?.response?.data?.error_code].find(
    (value): value is string => typeof value === 'string' && /^[A-Za-z0-9_.-]{1,60}$/.test(value),
  );
}

/**
 * Why a provider refused a refund, in words a merchant may read: its HTTP status and error code
 * (httpStatusOf, codeOf), never its body.
 */
export function refusalOf(error: unknown): string {
  const status = httpStatusOf(error);
  const code = codeOf(error);
  const detail = [status === undefined ? null : `HTTP ${String(status)}`, code ?? null]
    .filter(Boolean)
    .join(', ');
  return `The provider refused the refund${detail ? ` (${detail})` : ''}.`;
}

/**
 * The providers' codes for "this idempotency key's request is still in progress": Adyen's `704`
 * (a 4xx that is no refusal), Stripe's `idempotency_key_in_use` (a 409).
 */
const IN_FLIGHT_CODES: ReadonlySet<string> = new Set(['704', 'idempotency_key_in_use']);

/**
 * What a refund call that threw says of the refund: failed only on the provider's word (a 4xx
 * answer: it refused the call) or when nothing was sent; `null` (its outcome unknown, the refund
 * stays pending) for anything else: a timeout, a connection closed without an answer, a 5xx
 * (the provider may have acted), a 409 or an in-progress code (the same refund is still in
 * flight at the provider).
 * A refund is never failed on a timeout (docs/api-contract.md "Refunds").
 */
export function refundErrorOutcome(error: unknown): RefundErrorOutcome | null {
  if (error instanceof RefundNotSentError) {
    return {
      status: 'failed',
      providerReference: null,
      failureReason: `The refund was not sent to the provider: ${error.message}`,
    };
  }
  const status = httpStatusOf(error);
  if (status === undefined || status < 400 || status >= 500 || status === 409) return null;
  if (IN_FLIGHT_CODES.has(codeOf(error) ?? '')) return null;
  return { status: 'failed', providerReference: null, failureReason: refusalOf(error) };
}

export function refundProblem(
  request: {
    status: string;
    amountInCents: number;
    methodPaidWith: string | null;
    /** The provider that took the payment (null: none this server can ask). */
    provider: string | null;
  },
  refunds: readonly PastRefund[],
  amountInCents: number,
): RefundProblem | null {
  if (request.status !== 'PAID') {
    return {
      status: 409,
      message: `Only a PAID payment request can be refunded (this one is ${request.status}).`,
    };
  }
  if (request.provider === null) {
    const outside = OUTSIDE[request.methodPaidWith as keyof typeof OUTSIDE];
    return {
      status: 422,
      message: outside
        ? `This request was paid by ${outside} received outside paypage: refund it from your bank account.`
        : 'This payment went through no provider this server can ask for a refund: refund it where it was taken.',
    };
  }
  if (!Number.isSafeInteger(amountInCents) || amountInCents < 1) {
    return {
      status: 422,
      message: 'amountInCents: A refund is a whole number of cents, at least 1.',
    };
  }
  if (refunds.some((refund) => refund.status === 'pending')) {
    return {
      status: 409,
      message:
        'A refund of this payment request is still pending: wait until it succeeds or fails.',
    };
  }
  const left = refundableInCents(request.amountInCents, refunds);
  if (left === 0) {
    return { status: 409, message: 'This payment request is already refunded in full.' };
  }
  if (amountInCents > left) {
    return {
      status: 422,
      message: `amountInCents: ${amountInCents} is more than the ${left} left to refund (${request.amountInCents} paid, ${refundedInCents(refunds)} refunded).`,
    };
  }
  return null;
}
