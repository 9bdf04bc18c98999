/**
 * The sandbox's mail outbox (docs/sandbox.md "Receipt e-mail"): the receipt e-mails the sandbox
 * "sent" — to nobody: its transport is nodemailer's JSON transport — newest first, as JSON
 * (`GET /api/v1/sandbox/outbox`) and as a page (`GET /api/v1/sandbox/outbox/page`). The page
 * shows each message as text: every value is HTML-escaped. Like the scenario API, beyond
 * loopback it needs SANDBOX_KEY (it lists payers' addresses).
 */
import { Hono } from 'hono';
import type { AppEnv, Services } from '../context.ts';
import { listReceiptEmails, type OutboxEntry } from '../db/receipt-emails.ts';
import { sandboxKeyRequired } from './scenario.ts';
import { escapeHtml, sandboxPage } from './three-ds-page.ts';

export function outboxPage(entries: readonly OutboxEntry[]): string {
  const items = entries.map((entry) => {
    const message = entry.message;
    const head = message
      ? `<h2>${escapeHtml(message.subject)}</h2>
<p>To ${escapeHtml(entry.recipient)} · from ${escapeHtml(message.from)} · sent ${escapeHtml(entry.sentAt ?? '')}</p>
<pre>${escapeHtml(message.text)}</pre>`
      : `<h2>To ${escapeHtml(entry.recipient)}</h2><p>${escapeHtml(entry.status)} (not sent yet)</p>`;
    return `<li>${head}</li>`;
  });
  const body =
    entries.length === 0
      ? '<p>No receipt e-mail yet: pay a request that has a recipient e-mail.</p>'
      : `<ol>${items.join('\n')}</ol>`;
  return sandboxPage(
    'Sandbox outbox',
    `<main><h1>Sandbox outbox</h1><p>Receipt e-mails the sandbox would have sent (nothing leaves this machine).</p>${body}</main>`,
    null,
  );
}

export function outboxRoutes(services: Services) {
  const routes = new Hono<AppEnv>();
  routes.use('/outbox', sandboxKeyRequired(services));
  routes.use('/outbox/*', sandboxKeyRequired(services));
  routes.get('/outbox', async (c) => c.json({ data: await listReceiptEmails(services.db) }));
  routes.get('/outbox/page', async (c) =>
    c.html(outboxPage(await listReceiptEmails(services.db)), 200, {
      'Cache-Control': 'no-store',
    }),
  );
  return routes;
}
