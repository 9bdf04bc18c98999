/**
 * `POST v1/submitThreeDS2Fingerprint?token={clientKey}` (docs/widget.md#calls) against the sandbox
 * processor: the fingerprint's result and the action's paymentData; its answer is read by the
 * widget (completed details, or a further action). A failed call rejects (the widget's 622).
 * The payer page's card step and the embed's session mode make it alike.
 */
import { postJson, POST_JSON_TIMEOUT_MS } from '../../api/post-json';
import type { FingerprintSubmission } from '../../widget/options';

export function submitThreeDS2Fingerprint(
  options: { baseUrl: string; clientKey: string; fetch?: typeof fetch; timeoutMs?: number },
  data: FingerprintSubmission,
): Promise<unknown> {
  const base = options.baseUrl.replace(/\/+$/, '');
  return postJson(
    `${base}/sandbox/adyen/v1/submitThreeDS2Fingerprint?token=${encodeURIComponent(options.clientKey)}`,
    data,
    {
      failure: 'submitThreeDS2Fingerprint failed',
      fetch: options.fetch,
      timeoutMs: options.timeoutMs ?? POST_JSON_TIMEOUT_MS,
    },
  );
}
