/**
 * A transfer the payer made outside the page (ACH or wire), reported by the merchant when it
 * reached their bank: which requests it may mark paid, and why not. Pure; the route applies it in
 * one conditional update (docs/api-contract.md "Merchant API").
 *
 * A transfer may be recorded on a request that is UNPAID, PAYMENT_FAILED or EXPIRED (money that
 * arrives after the due date is still the payer's payment), never on one being paid
 * (PROCESSING), paid already, or canceled by the merchant.
 */
import type { TransferMethod } from '@paypage/contract';

export const TRANSFER_STATUSES = ['UNPAID', 'PAYMENT_FAILED', 'EXPIRED'] as const;

/** The request's flags that offer each transfer. */
const FLAGS: Record<TransferMethod, readonly string[]> = {
  ach: ['ACH', 'PayByACH'],
  wire: ['PayByWire'],
};

const NAMES: Record<TransferMethod, string> = { ach: 'ACH transfers', wire: 'wire transfers' };

export type TransferProblem = { status: 400 | 409 | 422; message: string };

export type TransferReport = { method: TransferMethod; amountInCents: number; receivedAt: Date };

export function transferProblem(
  request: {
    status: string;
    amountInCents: number;
    paymentMethod: readonly string[];
    createdAt: Date;
  },
  report: TransferReport,
  now: Date,
): TransferProblem | null {
  if (!FLAGS[report.method].some((flag) => request.paymentMethod.includes(flag))) {
    return { status: 422, message: `This payment request does not offer ${NAMES[report.method]}.` };
  }
  if (report.amountInCents !== request.amountInCents) {
    return {
      status: 400,
      message: `amountInCents: ${report.amountInCents} received, but the request is for ${request.amountInCents}.`,
    };
  }
  if (report.receivedAt.getTime() > now.getTime()) {
    return { status: 400, message: 'receivedAt: A transfer cannot be received in the future.' };
  }
  if (report.receivedAt.getTime() < request.createdAt.getTime()) {
    return {
      status: 400,
      message: `receivedAt: Before the request was created (${request.createdAt.toISOString()}).`,
    };
  }
  if (!(TRANSFER_STATUSES as readonly string[]).includes(request.status)) {
    return {
      status: 409,
      message: `A transfer cannot be recorded on a ${request.status} payment request (only ${TRANSFER_STATUSES.join(', ')}).`,
    };
  }
  return null;
}
