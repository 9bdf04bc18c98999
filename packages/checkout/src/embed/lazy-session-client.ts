/**
 * A session widget's calls: the session client, its readers and reports (`session-calls.ts`, a
 * chunk of its own, `import()`ed) load at the setup, and the setup's request starts at the same
 * moment, beside the chunk's load (one parallel fetch, no waterfall): the client, once there,
 * takes that request's answer as its own setup call's (same address, same body; its signal, the
 * caller's and the 60 s timeout, aborts it).
 */
import { jsonPost } from '../api/post-json';
import type { PaymentDetails, PaymentResponse } from '../widget/options';
import type { ErrorLevel } from './embed-options';
import type { ErrorSink } from './error-level';
import type * as SessionCallsModule from './session-calls';
import type { SessionClient, SessionClientOptions, SessionSetup } from '../widget/session';

type SessionCalls = typeof SessionCallsModule;

/** The calls a session widget makes (`request`: its gift card calls, `order-calls.ts`). */
export type LazySessionClient = Pick<SessionClient, 'request'> & {
  /** `sessions/{id}/setup` with this browser info (the request starts before the part is in). */
  setup(browserInfo: Record<string, unknown>): Promise<SessionSetup>;
  /** `payments` or `paymentDetails` (its details) with a new idempotency key. */
  pay(call: 'payments', data: Record<string, unknown>): Promise<PaymentResponse>;
  pay(call: 'paymentDetails', details: PaymentDetails): Promise<PaymentResponse>;
  /**
   * Reports a failed call by the error level (§8, `error-level.ts`); anything but a failed
   * session call is thrown again.
   */
  report(error: unknown, level: ErrorLevel, sink: ErrorSink): void;
  /** The 3-D Secure fingerprint's result, to the sandbox with the client key (§7). */
  submitFingerprint(
    clientKey: string,
    data: Parameters<SessionCalls['submitThreeDS2Fingerprint']>[1],
  ): Promise<unknown>;
};

/** The part, once a session widget loaded it (the same module for every widget). */
let part: SessionCalls | undefined;

/**
 * The card form's options and props once a setup answered (`session-widget-props.ts`): the part
 * is there then, and makes them.
 */
export const setupProps: SessionCalls['setupProps'] = (setup) =>
  (part as SessionCalls).setupProps(setup);
export const sessionWidgetProps: SessionCalls['sessionWidgetProps'] = (input) =>
  (part as SessionCalls).sessionWidgetProps(input);

/** A request made before its caller was there: handed to the first fetch of the same call. */
type EarlyCall = { url: string; body: string; answer: Promise<Response>; abort: AbortController };

export function lazySessionClient(
  options: Pick<SessionClientOptions, 'baseUrl' | 'session'>,
): LazySessionClient {
  let calls: SessionCalls | undefined;
  let early: EarlyCall | undefined;
  // The client's fetch: the early setup's answer for its own setup call, else the page's fetch.
  const earlyFirst: typeof fetch = (input, init) => {
    const call = early;
    early = undefined;
    if (!call || input !== call.url || init?.body !== call.body) return fetch(input, init);
    const signal = init.signal;
    if (signal?.aborted) call.abort.abort(signal.reason);
    signal?.addEventListener('abort', () => call.abort.abort(signal.reason), { once: true });
    return call.answer;
  };
  let client: Promise<SessionClient> | undefined;
  const load = () =>
    (client ??= import('./session-calls').then((module) => {
      calls = module;
      part = module;
      return module.createSessionClient({ ...options, fetch: earlyFirst });
    }));
  const loaded = () => calls as SessionCalls;

  return {
    request: async (...args) => (await load()).request(...args),
    setup(browserInfo) {
      if (!calls) {
        const { baseUrl, session } = options;
        const body = jsonPost({ browserInfo, sessionData: session.sessionData });
        const abort = new AbortController();
        const base = baseUrl.replace(/\/+$/, '');
        const url = `${base}/sandbox/adyen/sessions/${encodeURIComponent(session.id)}/setup`;
        const answer = fetch(url, { ...body, signal: abort.signal });
        // Unanswered if the widget goes first: no unhandled rejection then.
        answer.catch(() => undefined);
        early = { url, body: body.body, answer, abort };
      }
      return load().then((client) => loaded().setupSession(client, browserInfo));
    },
    pay: async (call: 'payments' | 'paymentDetails', data: never) =>
      (await load())[call](data, loaded().newIdempotencyKey()),
    report(error, level, sink) {
      if (!calls || !(error instanceof calls.SessionCallError)) throw error;
      calls.reportFailedCall(level, calls.sessionCallReport(error), sink);
    },
    submitFingerprint: async (clientKey, data) => {
      await load();
      return loaded().submitThreeDS2Fingerprint({ baseUrl: options.baseUrl, clientKey }, data);
    },
  };
}
