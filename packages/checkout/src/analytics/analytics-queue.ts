/**
 * The widget's analytics queue (docs/widget.md#options): what the first file holds of
 * analytics — a queue of small event notes, flushed in batches (§9's analytics constant: every
 * 10 000 ms, at a submit, and when the page is hidden) through a sender loaded with the first
 * event (`analytics-sender.ts`: the checkout attempt, begun then so that a payment can carry its
 * id; the §3 shape; the calls). Off (`enabled: false`): nothing is queued and the sender never
 * loads.
 *
 * A note names what happened, never a value the payer typed: its fields are the §3 event's, and
 * the sender keeps only those.
 */
import type { EXPRESS_PAGES } from '@paypage/contract/values';

/** §9: the analytics constant, the time between two batches. */
export const ANALYTICS_FLUSH_MS = 10_000;

/** §9's express pages: where an express wallet button is shown. */
export type ExpressPage = (typeof EXPRESS_PAGES)[number];

/** What the widget notes: the §3 event's fields, before the sender adds its id and the codes. */
export type AnalyticsNote = {
  component: string;
  /** rendered, selected, focus, unfocus, validationError, submit. */
  type: string;
  /** A field's name (never its value), or the control ('dual_brand_button'). */
  target?: string;
  brand?: string;
  isStoredPaymentMethod?: boolean;
  /** A wallet's events: shown as an express button (and on which page), or in the form. */
  isExpress?: boolean;
  expressPage?: ExpressPage;
  /** A form error's code ('cc.num.902', 'address.city.required'): the sender maps it (§8). */
  errorCode?: string;
  errorMessage?: string;
  configData?: Record<string, string | boolean>;
};

/** A noted event with the time it happened (ms since the epoch). */
export type QueuedNote = AnalyticsNote & { at: number };

/**
 * Sends a batch (the lazy sender); rejects when it could not. Its `attempt`, if any, begins the
 * checkout attempt (or gives the one kept): its id.
 */
export type AnalyticsSend = ((notes: readonly QueuedNote[]) => Promise<void>) & {
  attempt?: () => Promise<string>;
};

export type WidgetAnalytics = {
  /** Notes an event (nothing when off). */
  add: (note: AnalyticsNote) => void;
  /** Sends what is queued now. */
  flush: () => void;
  /**
   * The checkout attempt's id once analytics gave one (docs/widget.md#options: a payment's
   * `paymentMethod.checkoutAttemptId`), else undefined — always when off. The attempt begins
   * with the first event noted.
   */
  checkoutAttemptId: () => string | undefined;
};

export type AnalyticsOptions = {
  /** Off: nothing is noted or sent (default on). */
  enabled?: boolean;
  /** Loads the sender (a dynamic import: not in the first file). */
  loadSend: () => Promise<AnalyticsSend>;
  /** The clock (tests give their own). */
  now?: () => number;
  /** Timers (tests give their own). */
  setTimer?: (run: () => void, ms: number) => unknown;
};

export const NO_ANALYTICS: WidgetAnalytics = Object.freeze({
  add: () => {},
  flush: () => {},
  checkoutAttemptId: () => undefined,
});

export function createAnalytics({
  enabled = true,
  loadSend,
  now = Date.now,
  setTimer = (run, ms) => setTimeout(run, ms),
}: AnalyticsOptions): WidgetAnalytics {
  if (!enabled) return NO_ANALYTICS;
  let queue: QueuedNote[] = [];
  let timer = false;
  let sender: Promise<AnalyticsSend> | null = null;
  let attemptId: string | undefined;
  // The sender loads, and the attempt begins, with the first event: its id is known by the time
  // the payer pays. Analytics never disturb a payment: a failure leaves no id.
  const loadSender = () => {
    if (sender) return sender;
    sender = loadSend();
    void sender
      .then((send) => send.attempt?.())
      .then((id) => {
        attemptId = id;
      })
      .catch(() => undefined);
    return sender;
  };
  const flush = () => {
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    // A batch that cannot be sent is dropped.
    void loadSender()
      .then((send) => send(batch))
      .catch(() => undefined);
  };
  return {
    checkoutAttemptId: () => attemptId,
    add: (note) => {
      queue.push({ ...note, at: now() });
      void loadSender();
      if (note.type === 'submit') return flush();
      if (timer) return undefined;
      timer = true;
      setTimer(() => {
        timer = false;
        flush();
      }, ANALYTICS_FLUSH_MS);
      return undefined;
    },
    flush,
  };
}
