/**
 * The card payment flow around either implementation (docs/payer-page.md#states), the same for the
 * sandbox widget and the Adyen Web adapter:
 *
 * - before submitting, the request is re-fetched: no longer payable → the message with Refresh;
 * - Authorised → status PROCESSING is posted, the request re-read, and the payer goes to the
 *   processing screen (replacing history) once the Pay button has shown its completed state; a
 *   failed status update shows the spec's message instead (the payment was taken: no action);
 * - Refused → the refused message with Try again (a fresh form); 14_0422 / 14_0423 → their
 *   messages with Refresh; any other error → the technical message with Try again; a cancel is
 *   ignored (the form stays as it is);
 * - a session call answered 409 → 'This payment request has already been processed.' with
 *   Refresh; 410 → the session-expired message with Refresh;
 * - a session call without a confirmed answer (no answer, a timeout, a 5xx) → "We're checking
 *   your payment…" while the request is re-read with backoff (`followFailedPayCall`):
 *   PROCESSING or PAID → processing; still payable once the check's window is over → the
 *   technical message with Try again; re-reads failing all along → the unknown-outcome message
 *   with Refresh; any other status → the page loads anew. A lost status update is checked the
 *   same way.
 */
import type { CardSessionResult } from '@paypage/contract';
import * as React from 'react';
import { ApiError } from '../api/errors';
import {
  CARD_MESSAGES,
  cardErrorOutcome,
  cardResultOutcome,
  type CardOutcome,
  type CardPaymentResult,
} from '../payment-request/card-flow';
import type { CheckoutMessage, MessageAction } from '../payment-request/messages';
import { UNKNOWN_OUTCOME_MESSAGE } from '../payment-request/unknown-outcome';
import { useCardPaymentSupport } from '../state/card-payment';
import { useCheckingClock } from '../state/checking-clock';
import { usePaymentData } from '../state/payment-data';
import { useGoToProcessing } from '../state/use-go-to-processing';
import { PAY_BUTTON_COMPLETED_MS } from '../widget/form';

export type CardFlow = {
  /** Re-fetches the request; false (and the message shown) when it may no longer be paid. */
  beforeSubmit: () => Promise<boolean>;
  /** The payment was Authorised (`session`: the card session's result, when there is one). */
  authorised: (session?: CardSessionResult) => Promise<void>;
  /** A final result other than Authorised (Refused, Error, Cancelled, …). */
  result: (result: CardPaymentResult) => void;
  /** An error the widget reported (`{ name, errorCode }`: CANCEL is ignored). */
  error: (error: { name?: string | null; errorCode?: string | null }) => void;
  /** A session call failed (an `ApiError`, or anything thrown). */
  callFailed: (error: unknown) => void;
  /** Shows a message in place of the form. */
  fail: (message: CheckoutMessage) => void;
};

export type CardFlowView =
  | { kind: 'form'; attempt: number }
  | { kind: 'checking'; attempt: number }
  | { kind: 'message'; attempt: number; message: CheckoutMessage };

/** The message of a failed session call: 409 already processed, 410 session expired. */
export function messageForCallFailure(error: unknown): CheckoutMessage {
  const status = error instanceof ApiError ? error.status : null;
  if (status === 409) return CARD_MESSAGES.alreadyProcessed;
  if (status === 410) return CARD_MESSAGES.sessionExpired;
  return CARD_MESSAGES.technical;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useCardFlow(): {
  view: CardFlowView;
  flow: CardFlow;
  /** What a message's action does: Try again renders a fresh form, Refresh reloads the data. */
  act: (action: MessageAction) => void;
} {
  const support = useCardPaymentSupport();
  const goToProcessing = useGoToProcessing();
  const { refresh } = usePaymentData();
  const [view, setView] = React.useState<CardFlowView>({ kind: 'form', attempt: 0 });
  const clock = useCheckingClock();
  // Checks of an unknown outcome stop when the step goes away.
  const checks = React.useRef<AbortController | null>(null);
  React.useEffect(() => {
    const controller = new AbortController();
    checks.current = controller;
    return () => controller.abort();
  }, []);

  const flow = React.useMemo<CardFlow>(() => {
    const fail = (message: CheckoutMessage) =>
      setView((current) => ({ kind: 'message', attempt: current.attempt, message }));
    const checking = () => ({
      ...clock,
      signal: checks.current?.signal,
      onChecking: () => setView((current) => ({ kind: 'checking', attempt: current.attempt })),
    });
    const apply = (outcome: CardOutcome) => {
      if (outcome.type === 'failed') fail(outcome.message);
    };
    return {
      fail,
      async beforeSubmit() {
        const message = await support.checkBeforeSubmit();
        if (message) fail(message);
        return message === null;
      },
      async authorised(session) {
        const [message] = await Promise.all([
          support.markProcessing(session, checking()),
          wait(PAY_BUTTON_COMPLETED_MS),
        ]);
        if (message) {
          fail(message);
          return;
        }
        await goToProcessing();
      },
      result: (result) => apply(cardResultOutcome(result)),
      error: (error) => apply(cardErrorOutcome(error)),
      callFailed: (error) => {
        void support.followFailure(error, checking()).then(
          (outcome) => {
            if (outcome === 'processing') void goToProcessing();
            else if (outcome === 'elsewhere') refresh();
            else if (outcome === 'unknown') fail(UNKNOWN_OUTCOME_MESSAGE);
            else fail(messageForCallFailure(error));
          },
          () => undefined,
        );
      },
    };
  }, [support, goToProcessing, refresh, clock]);

  const act = React.useCallback(
    (action: MessageAction) => {
      if (action.kind === 'refresh') {
        refresh();
        return;
      }
      setView((current) => ({ kind: 'form', attempt: current.attempt + 1 }));
    },
    [refresh],
  );

  return { view, flow, act };
}
