/** The one reading of a failed pay call, for card, bank and the status update (item 1). */
import { isAbortError } from '../api/errors';
import type { PaymentRequest } from '../models/payment-request';
import {
  isUnknownOutcome,
  outcomeOfReread,
  type PayCallOutcome,
} from '../payment-request/unknown-outcome';

/**
 * After a pay call failed: `refused` for a confirmed refusal (a 4xx), else the request is re-read
 * (`reread`, e.g. `GET /collect/{token}`) and its status decides (`outcomeOfReread`). An abort
 * rejects.
 */
export async function followFailedPayCall(
  error: unknown,
  reread: () => Promise<Pick<PaymentRequest, 'status'> | null>,
): Promise<PayCallOutcome> {
  if (isAbortError(error)) throw error;
  if (!isUnknownOutcome(error)) return 'refused';
  let request: Pick<PaymentRequest, 'status'> | null | undefined;
  try {
    request = await reread();
  } catch (rereadError) {
    if (isAbortError(rereadError)) throw rereadError;
    request = undefined;
  }
  return outcomeOfReread(request);
}
