/**
 * The sandbox card processor's session calls (contract "Card: CardSession and the sandbox
 * processor"), made by the sandbox widget's page glue as the provider's library makes them:
 * `POST /sandbox/adyen/sessions/{id}/payments` and `…/paymentDetails` with the session's
 * `sessionData`, an `Idempotency-Key` per payer action, and the 60 s timeout of every call.
 */
import { cardPaymentResultSchema } from '@paypage/contract/schemas/answers';
import { API_TIMEOUT_MS } from '../api/client';
import { ApiError, isAbortError } from '../api/errors';
import type { CardSession } from '../models/card-session';
import type { PaymentDetails, PaymentResponse } from './widget-types';

/** The failure of a session call that is not an error answer with a status of its own. */
export const SANDBOX_PAYMENT_FAILURE = 'Failed to make the card payment';

export type SandboxSessionClient = {
  payments(
    data: Record<string, unknown>,
    idempotencyKey: string,
    signal?: AbortSignal,
  ): Promise<PaymentResponse>;
  paymentDetails(
    details: PaymentDetails,
    idempotencyKey: string,
    signal?: AbortSignal,
  ): Promise<PaymentResponse>;
};

export type SandboxSessionClientOptions = {
  /** The API's base URL (`ApiClient.baseUrl`: `…/api/v1`). */
  baseUrl: string;
  session: Pick<CardSession, 'id' | 'sessionData'>;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

async function messageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

export function createSandboxSessionClient({
  baseUrl,
  session,
  fetch: fetchImpl,
  timeoutMs = API_TIMEOUT_MS,
}: SandboxSessionClientOptions): SandboxSessionClient {
  // The provider's sessions answer a new sessionData each time; the next call sends the latest.
  let sessionData = session.sessionData;
  const base = `${baseUrl.replace(/\/+$/, '')}/sandbox/adyen/sessions/${encodeURIComponent(session.id)}`;

  async function post(
    path: 'payments' | 'paymentDetails',
    body: Record<string, unknown>,
    idempotencyKey: string,
    signal?: AbortSignal,
  ): Promise<PaymentResponse> {
    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await (fetchImpl ?? globalThis.fetch)(`${base}/${path}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey,
        },
        body: JSON.stringify({ ...body, sessionData }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted || isAbortError(error)) throw error;
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      throw new ApiError(SANDBOX_PAYMENT_FAILURE, {
        reason: timedOut ? 'timeout' : 'network',
        detail: error instanceof Error ? error.message : String(error),
        cause: error,
      });
    }
    if (!response.ok) {
      const message = await messageOf(response);
      throw new ApiError(message ?? SANDBOX_PAYMENT_FAILURE, {
        reason: 'http',
        status: response.status,
        detail: message ?? `HTTP ${response.status}`,
      });
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw new ApiError(SANDBOX_PAYMENT_FAILURE, {
        reason: 'parse',
        detail: 'Not JSON',
        cause: error,
      });
    }
    const parsed = cardPaymentResultSchema.safeParse(json);
    if (!parsed.success) {
      throw new ApiError(SANDBOX_PAYMENT_FAILURE, {
        reason: 'parse',
        status: response.status,
        detail: 'Unexpected payment answer',
      });
    }
    if (parsed.data.sessionData) sessionData = parsed.data.sessionData;
    return parsed.data;
  }

  return {
    payments: (data, key, signal) => post('payments', data, key, signal),
    paymentDetails: (details, key, signal) => post('paymentDetails', { details }, key, signal),
  };
}
