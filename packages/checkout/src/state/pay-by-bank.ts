/** Submitting pay by bank (spec §2 "Pay by bank panel", §5, §7, §8). */
import * as React from 'react';
import type { ApiClient } from '../api/client';
import { isAbortError } from '../api/errors';
import type { DeviceFingerprint } from '../models/device-fingerprint';
import { linkedAccount, type LinkedBankResult } from '../models/linked-bank';
import {
  BANK_UNKNOWN_OUTCOME,
  payByBankErrorView,
  validatePayByBank,
  type BankErrorView,
} from '../payment-request/pay-by-bank';
import { useApiClient } from './api-client';
import { useCheckingClock } from './checking-clock';
import { usePaymentData } from './payment-data';
import { followFailedPayCall, type CheckingOptions } from './unknown-outcome';
import { getDeviceFingerprint } from './use-device-fingerprint';

export type PayByBankOutcome = { ok: true; status: string } | { ok: false; error: BankErrorView };

export type SubmitPayByBankInput = {
  client: ApiClient;
  /** The payment request's token. */
  token: string | null | undefined;
  /** The bank-link widget's success result; its first account is paid from. */
  result: Pick<LinkedBankResult, 'publicToken' | 'metadata'> | null | undefined;
  fingerprint: DeviceFingerprint | null;
  idempotencyKey?: string;
  /** The check of an unknown outcome (its `onChecking` shows the checking state). */
  checking?: CheckingOptions;
};

function newIdempotencyKey(): string | undefined {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : undefined;
}

/**
 * Checks the public token, request token and account id, then POSTs the payment. On success the
 * app goes, replacing history, to ./processing; on failure it shows `error` (title and text).
 * A failure without a confirmed answer (no answer, a timeout, a 5xx) is checked
 * (`followFailedPayCall`: "We're checking your payment…" while the request is re-read with
 * backoff): PROCESSING or PAID is a success; still payable once the check's window is over, the
 * failure; re-reads failing all along, or any other status, `BANK_UNKNOWN_OUTCOME` (Refresh).
 */
export async function submitPayByBank(input: SubmitPayByBankInput): Promise<PayByBankOutcome> {
  const account = input.result ? linkedAccount(input.result as LinkedBankResult) : null;
  const invalid = validatePayByBank({
    publicToken: input.result?.publicToken,
    paymentRequestToken: input.token,
    accountId: account?.id,
  });
  if (invalid || !input.token || !input.result || !account) {
    return { ok: false, error: invalid ?? payByBankErrorView(null) };
  }
  try {
    const answer = await input.client.submitPayByBank(input.token, {
      publicToken: input.result.publicToken,
      accountId: account.id,
      fingerprint: input.fingerprint,
      idempotencyKey: input.idempotencyKey ?? newIdempotencyKey(),
    });
    return { ok: true, status: answer.status };
  } catch (error) {
    const token = input.token;
    const outcome = await followFailedPayCall(
      error,
      () => input.client.getPaymentRequest(token),
      input.checking,
    );
    if (outcome === 'processing') return { ok: true, status: 'PROCESSING' };
    if (outcome === 'unknown' || outcome === 'elsewhere') {
      return { ok: false, error: BANK_UNKNOWN_OUTCOME };
    }
    return { ok: false, error: payByBankErrorView(error) };
  }
}

export type PayByBankSubmit = {
  submit: (result: LinkedBankResult) => Promise<PayByBankOutcome>;
  submitting: boolean;
  /** The outcome of the payment is not known yet: the request is being re-read. */
  checking: boolean;
  error: BankErrorView | null;
  /** Clears the error (back to the bank step). */
  reset: () => void;
};

/** `submit` for the Pay button: one submission at a time, with this page load's fingerprint. */
export function usePayByBankSubmit(): PayByBankSubmit {
  const client = useApiClient();
  const { token } = usePaymentData();
  const [submitting, setSubmitting] = React.useState(false);
  const [error, setError] = React.useState<BankErrorView | null>(null);
  const [checking, setChecking] = React.useState(false);
  const clock = useCheckingClock();
  const inFlight = React.useRef<Promise<PayByBankOutcome> | null>(null);
  // Checks of an unknown outcome stop when the step goes away.
  const checks = React.useRef<AbortController | null>(null);
  React.useEffect(() => {
    const controller = new AbortController();
    checks.current = controller;
    return () => controller.abort();
  }, []);

  const submit = React.useCallback(
    (result: LinkedBankResult) => {
      if (inFlight.current) return inFlight.current;
      setSubmitting(true);
      setError(null);
      const run = (async () => {
        const fingerprint = await getDeviceFingerprint(client);
        const outcome = await submitPayByBank({
          client,
          token,
          result,
          fingerprint,
          checking: {
            ...clock,
            signal: checks.current?.signal,
            onChecking: () => setChecking(true),
          },
        });
        if (!outcome.ok) setError(outcome.error);
        return outcome;
      })()
        // The step went away while checking: nothing is shown any more.
        .catch((error: unknown): PayByBankOutcome => {
          if (isAbortError(error)) return { ok: false, error: BANK_UNKNOWN_OUTCOME };
          throw error;
        })
        .finally(() => {
          inFlight.current = null;
          setSubmitting(false);
          setChecking(false);
        });
      inFlight.current = run;
      return run;
    },
    [client, token, clock],
  );

  const reset = React.useCallback(() => setError(null), []);
  return { submit, submitting, checking, error, reset };
}
