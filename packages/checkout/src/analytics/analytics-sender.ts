/**
 * The analytics sender, loaded at the first batch: the checkout attempt (kept 15
 * minutes), then each batch as §3 events to `v3/analytics/{checkoutAttemptId}?clientKey=`
 * (docs/widget.md#calls). A failed call drops its batch (analytics never disturb a payment).
 */
import { toAnalyticsEvent } from './analytics-events';
import type { AnalyticsSend } from './analytics-queue';
import { checkoutAttempt, type CheckoutAttemptOptions } from './checkout-attempt';

export type AnalyticsSenderOptions = {
  /** The API's base (`…/api/v1`): the calls are `sandbox/adyen/v3/analytics…` under it. */
  baseUrl: string;
  clientKey: string;
  /** The card session the events belong to. */
  sessionId?: string;
  locale?: string;
  fetch?: typeof fetch;
  newId?: () => string;
} & Pick<CheckoutAttemptOptions, 'now' | 'storage'>;

async function post(call: typeof fetch, url: string, body: unknown): Promise<Response> {
  const answer = await call(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  });
  if (!answer.ok) throw new Error(`Call to ${url} failed`);
  return answer;
}

export function createAnalyticsSender({
  baseUrl,
  clientKey,
  sessionId,
  locale,
  fetch: call = (...args) => fetch(...args),
  newId = () => crypto.randomUUID(),
  now,
  storage,
}: AnalyticsSenderOptions): AnalyticsSend {
  const base = `${baseUrl.replace(/\/$/, '')}/sandbox/adyen/v3/analytics`;
  const key = `clientKey=${encodeURIComponent(clientKey)}`;
  const attempt = checkoutAttempt({
    now,
    storage,
    scope: sessionId,
    begin: async () => {
      const answer = await post(call, `${base}?${key}`, {
        channel: 'Web',
        platform: 'Web',
        component: 'scheme',
        ...(locale ? { locale } : {}),
        ...(sessionId ? { sessionId } : {}),
      });
      return ((await answer.json()) as { checkoutAttemptId: string }).checkoutAttemptId;
    },
  });
  const send: AnalyticsSend = async (notes) => {
    const id = await attempt();
    const events = notes.map((note) => toAnalyticsEvent(note, newId()));
    await post(call, `${base}/${encodeURIComponent(id)}?${key}`, {
      channel: 'Web',
      platform: 'Web',
      events,
    });
  };
  // The attempt's id for the payments (§3 paymentMethod.checkoutAttemptId).
  send.attempt = attempt;
  return send;
}
