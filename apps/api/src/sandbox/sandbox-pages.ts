/**
 * The sandbox's other 3-D Secure and redirect pages: the 3-D Secure method page (inside the page's
 * hidden fingerprint frame), its notification page (which tells the page the fingerprint is
 * complete), and the redirect "issuer" the payer is sent to. No inline script: `method.js` is the
 * method pages' only script. Every interpolated value is HTML-escaped.
 */
import {
  FINGERPRINT_MESSAGE_TYPE,
  SANDBOX_3DS_METHOD_PATH,
  SANDBOX_3DS_NOTIFICATION_PATH,
  SANDBOX_ISSUER_NAME,
  SANDBOX_ISSUER_PATH,
} from '@paypage/contract';
import { bankLine, escapeHtml, sandboxPage } from './three-ds-page.ts';

export const methodScriptPath = `${SANDBOX_3DS_METHOD_PATH}.js`;
export const issuerSubmitPath = `${SANDBOX_ISSUER_PATH}/submit`;

/**
 * The method page: with `postsBack`, a form that `method.js` submits at once to the notification
 * URL; without (the timeout test card), a page that never answers.
 */
export function methodPage(input: { threeDSMethodData: string; postsBack: boolean }): string {
  const form = input.postsBack
    ? `<form method="post" action="${SANDBOX_3DS_NOTIFICATION_PATH}" data-auto-submit>
<input type="hidden" name="threeDSMethodData" value="${escapeHtml(input.threeDSMethodData)}">
</form>`
    : '';
  return sandboxPage(
    'Device check',
    `<main data-posts-back="${input.postsBack}">${form}</main>`,
    methodScriptPath,
  );
}

/**
 * The notification page: `method.js` posts `{ type: FINGERPRINT_MESSAGE_TYPE, threeDSCompInd: 'Y',
 * threeDSServerTransID }` to the post-message domain (the paying page's origin).
 */
export function notificationPage(input: {
  threeDSServerTransID: string;
  postMessageDomain: string;
}): string {
  return sandboxPage(
    'Device check',
    `<main data-comp-ind="Y" data-three-ds-server-trans-id="${escapeHtml(input.threeDSServerTransID)}" data-post-message-domain="${escapeHtml(input.postMessageDomain)}"></main>`,
    methodScriptPath,
  );
}

/** The only script of the method pages: submits the method form, or tells the parent. */
export const methodScript = `'use strict';
(function () {
  var form = document.querySelector('form[data-auto-submit]');
  if (form) { form.submit(); return; }
  var main = document.querySelector('main[data-comp-ind]');
  if (!main || window.parent === window) return;
  window.parent.postMessage(
    JSON.stringify({
      type: '${FINGERPRINT_MESSAGE_TYPE}',
      threeDSCompInd: main.getAttribute('data-comp-ind'),
      threeDSServerTransID: main.getAttribute('data-three-ds-server-trans-id'),
    }),
    main.getAttribute('data-post-message-domain')
  );
})();
`;

/** The issuer's page: who asks for how much, Approve or Decline (a redirect, GET or POST). */
export function issuerPage(input: {
  ref: string;
  merchant: string;
  amount: string;
  method: 'GET' | 'POST';
}): string {
  return sandboxPage(
    `${SANDBOX_ISSUER_NAME}: confirm your payment`,
    `<main data-method="${input.method}">
${bankLine.replace('3-D Secure', 'Redirect')}
<h1>Confirm your payment at ${SANDBOX_ISSUER_NAME}</h1>
<p>${escapeHtml(input.merchant)} · <span class="amount">${escapeHtml(input.amount)}</span></p>
<p class="hint">This is a sandbox issuer. Approve to pay, Decline to refuse; either way you return to the payment page.</p>
<form method="post" action="${issuerSubmitPath}">
<input type="hidden" name="ref" value="${escapeHtml(input.ref)}">
<div class="actions">
<button class="primary" type="submit" name="action" value="approve">Approve</button>
<button class="secondary" type="submit" name="action" value="decline">Decline</button>
</div>
</form>
</main>`,
    null,
  );
}

/** A redirect nobody can complete (unknown, or already answered). */
export function issuerGonePage(): string {
  return sandboxPage(
    `${SANDBOX_ISSUER_NAME}`,
    `<main>
${bankLine.replace('3-D Secure', 'Redirect')}
<p class="result" role="status">This payment is not waiting for you here. Go back to the payment page.</p>
</main>`,
    null,
  );
}
