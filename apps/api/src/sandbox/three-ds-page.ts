/**
 * The sandbox 3-D Secure challenge pages (the "bank's" pages inside the page's ChallengeFrame).
 * No inline script: the only script is `challenge.js`, which posts the result to the parent.
 * Every interpolated value is HTML-escaped.
 */

import { CHALLENGE_MESSAGE_TYPE, SANDBOX_ACS_PATH, type TransStatus } from '@paypage/contract';

export const challengeScriptPath = `${SANDBOX_ACS_PATH}.js`;
export const challengeSubmitPath = `${SANDBOX_ACS_PATH}/submit`;

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** Styles for a frame as small as 250 × 400 (window size 01) up to full screen. */
const styles = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  * { box-sizing: border-box; }
  body { margin: 0; background: #fff; color: #17191c; font-size: 14px; line-height: 1.4; }
  main { padding: 16px; max-width: 420px; margin: 0 auto; }
  .bank { display: flex; align-items: center; gap: 8px; font-size: 12px; font-weight: 600; color: #4b5159; margin: 0 0 12px; }
  .bank span { display: inline-block; width: 20px; height: 20px; border-radius: 4px; background: #1b4d8c; }
  h1 { font-size: 17px; margin: 0 0 8px; }
  p { margin: 0 0 10px; }
  .amount { font-weight: 600; }
  .hint { background: #eef3fb; border-radius: 6px; padding: 8px 10px; font-size: 13px; }
  label { display: block; font-weight: 600; margin: 12px 0 4px; }
  input { width: 100%; font: inherit; font-size: 18px; letter-spacing: 0.2em; padding: 8px 10px; border: 1px solid #6b7280; border-radius: 6px; }
  input:focus-visible, button:focus-visible { outline: 3px solid #1b4d8c; outline-offset: 2px; }
  .actions { display: flex; gap: 8px; margin-top: 14px; }
  button { flex: 1; font: inherit; font-weight: 600; padding: 10px 12px; border-radius: 6px; border: 1px solid #1b4d8c; cursor: pointer; }
  .primary { background: #1b4d8c; color: #fff; }
  .secondary { background: #fff; color: #1b4d8c; }
  .result { font-size: 15px; }
`;

/** A sandbox page with the shared styles and at most one script (no inline script). */
export function sandboxPage(title: string, body: string, script: string | null): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
${script ? `<script src="${script}" defer></script>` : ''}
</head>
<body>
${body}
</body>
</html>`;
}

export const bankLine =
  '<p class="bank"><span aria-hidden="true"></span>Sandbox Bank · 3-D Secure</p>';

/** The challenge: merchant and amount, the code to use (sandbox), a code field, Submit, Cancel. */
export function challengeFormPage(input: {
  acsTransID: string;
  merchant: string;
  amount: string;
  code: string;
}): string {
  return sandboxPage(
    'Confirm your payment',
    `<main>
${bankLine}
<h1>Confirm your payment</h1>
<p>${escapeHtml(input.merchant)} · <span class="amount">${escapeHtml(input.amount)}</span></p>
<p class="hint">This is a sandbox. Enter the code <strong>${escapeHtml(input.code)}</strong> to approve; any other code declines.</p>
<form method="post" action="${challengeSubmitPath}">
<input type="hidden" name="acsTransID" value="${escapeHtml(input.acsTransID)}">
<label for="code">Verification code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="8" required autofocus>
<div class="actions">
<button class="primary" type="submit" name="action" value="submit">Submit</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</div>
</form>
</main>`,
    null,
  );
}

const resultText = {
  Y: 'Payment approved. Returning to the payment page…',
  N: 'The code was not correct. The payment was not approved.',
  U: 'Verification cancelled. Returning to the payment page…',
} as const;

/**
 * The end of a challenge: a short message, and the data `challenge.js` posts to the parent:
 * `{ type: CHALLENGE_MESSAGE_TYPE, transStatus, threeDSServerTransID }`.
 */
export function challengeResultPage(input: {
  transStatus: TransStatus;
  threeDSServerTransID: string;
}): string {
  return sandboxPage(
    'Verification',
    `<main data-trans-status="${input.transStatus}" data-three-ds-server-trans-id="${escapeHtml(input.threeDSServerTransID)}">
${bankLine}
<p class="result" role="status">${resultText[input.transStatus]}</p>
</main>`,
    challengeScriptPath,
  );
}

/**
 * The only script of the challenge pages: posts the result to the page that frames them, whatever
 * its origin (the payer page, or a shop's page with the widget); the widget takes it only from
 * this origin and its own frame (three-ds-challenge.tsx), and it carries no secret.
 */
export const challengeScript = `'use strict';
(function () {
  var main = document.querySelector('main[data-trans-status]');
  if (!main || window.parent === window) return;
  window.parent.postMessage(
    JSON.stringify({
      type: '${CHALLENGE_MESSAGE_TYPE}',
      transStatus: main.getAttribute('data-trans-status'),
      threeDSServerTransID: main.getAttribute('data-three-ds-server-trans-id'),
    }),
    '*'
  );
})();
`;
