/**
 * Sends the receipt e-mail outbox (../db/receipt-emails.ts; docs/operations.md "Receipt e-mail"):
 * a sweep every `sweepMs` claims due e-mails and sends each through a nodemailer transport — SMTP
 * (SMTP_URL) in production, nodemailer's JSON transport in the sandbox, where nothing leaves the
 * machine and the outbox page (GET /sandbox/outbox) shows what was "sent". A failed send is
 * retried (backoff doubling from `backoffMs`) up to `maxAttempts`; the payment never waits on it.
 * Logs name the attempt and the error, never the address, the request's token or the message.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/db.ts';
import { findRequest, toWire } from '../db/payment-requests.ts';
import {
  claimDueReceiptEmails,
  markReceiptEmailFailed,
  markReceiptEmailSent,
} from '../db/receipt-emails.ts';
import { receiptMessage } from './receipt-message.ts';

export type MailConfig = {
  /** The sender's address (MAIL_FROM). */
  from: string;
  /** How often the outbox is swept for due e-mails. */
  sweepMs: number;
  /** The first retry's wait; each next one doubles. */
  backoffMs: number;
  /** Attempts before an e-mail is given up (`failed`). */
  maxAttempts: number;
  /** The page's public origin: the receipt PDF's link (unset: no link). */
  publicOrigin?: string | undefined;
};

export const defaultMailConfig = {
  from: 'receipts@paypage.invalid',
  sweepMs: 2000,
  backoffMs: 30_000,
  maxAttempts: 8,
} as const satisfies MailConfig;

/** The transport of a mode: SMTP from a URL, or the sandbox's JSON transport (no network). */
export function mailTransport(smtpUrl: string | undefined): Transporter {
  return smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
}

/** The wait before attempt `attempt + 1`, or null when `attempt` was the last. */
export function mailRetryDelayMs(
  attempt: number,
  config: Pick<MailConfig, 'backoffMs' | 'maxAttempts'>,
) {
  return attempt >= config.maxAttempts ? null : config.backoffMs * 2 ** (attempt - 1);
}

export class ReceiptMailer {
  readonly #db: Db;
  readonly #transport: Transporter;
  readonly #config: MailConfig;
  readonly #log: (line: string) => void;
  #sweep: NodeJS.Timeout | undefined;
  #running: Promise<number> | null = null;
  #stopped = false;

  constructor(
    db: Db,
    transport: Transporter,
    config: Partial<MailConfig> = {},
    log: (line: string) => void = (line) => console.warn(line),
  ) {
    this.#db = db;
    this.#transport = transport;
    this.#config = { ...defaultMailConfig, ...config };
    this.#log = log;
  }

  start() {
    this.#sweep = setInterval(() => void this.run(), this.#config.sweepMs);
    this.#sweep.unref();
    void this.run();
  }

  /** One sweep (a sweep asked for during another is that one): answers how many were sent. */
  run(): Promise<number> {
    if (this.#stopped) return Promise.resolve(0);
    this.#running ??= this.#send()
      .catch((error: Error) => {
        this.#log(`[mail] sweep failed: ${error.message}`);
        return 0;
      })
      .finally(() => {
        this.#running = null;
      });
    return this.#running;
  }

  async #send(): Promise<number> {
    const due = await claimDueReceiptEmails(this.#db, 10, 10 * 60_000);
    let sent = 0;
    for (const email of due) {
      try {
        const request = await findRequest(this.#db, email.token);
        if (!request) continue;
        const origin = this.#config.publicOrigin;
        const message = receiptMessage(toWire(request), {
          receiptPdfUrl: origin
            ? `${origin}/api/v1/files/receipts/${encodeURIComponent(request.token)}.pdf`
            : null,
        });
        const envelope = { from: this.#config.from, to: email.recipient, ...message };
        await this.#transport.sendMail(envelope);
        await markReceiptEmailSent(this.#db, email.token, envelope);
        sent += 1;
      } catch (error) {
        const retry = mailRetryDelayMs(email.attempt, this.#config);
        // The code only: an SMTP server's message may quote the recipient's address.
        const code = (error as { code?: unknown }).code;
        this.#log(
          `[mail] receipt attempt ${email.attempt} failed (${retry === null ? 'given up' : 'will retry'}): ${typeof code === 'string' ? code : 'error'}`,
        );
        await markReceiptEmailFailed(this.#db, email.token, retry);
      }
    }
    return sent;
  }

  async stop() {
    this.#stopped = true;
    clearInterval(this.#sweep);
    await this.#running;
    this.#transport.close();
  }
}
