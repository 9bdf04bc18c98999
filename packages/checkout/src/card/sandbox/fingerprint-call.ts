/**
 * `POST v1/submitThreeDS2Fingerprint?token={clientKey}` (card-widget.md §7) against the sandbox
 * processor: the fingerprint's result and the action's paymentData; its answer is read by the
 * widget (completed details, or a further action). A failed call rejects (the widget's 622).
 */
import { API_TIMEOUT_MS } from '../../api/client';
import type { FingerprintSubmission } from '../../widget/widget-types';

export async function submitThreeDS2Fingerprint(
  options: { baseUrl: string; clientKey: string; fetch?: typeof fetch; timeoutMs?: number },
  data: FingerprintSubmission,
): Promise<unknown> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const url = `${base}/sandbox/adyen/v1/submitThreeDS2Fingerprint?token=${encodeURIComponent(options.clientKey)}`;
  const response = await (options.fetch ?? globalThis.fetch)(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
    signal: AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`submitThreeDS2Fingerprint answered ${response.status}`);
  return response.json() as Promise<unknown>;
}
