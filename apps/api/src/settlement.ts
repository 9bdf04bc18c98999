import type { Db } from './db/db.ts';
import { nextSettlement, settleDue } from './db/payment-requests.ts';

/**
 * Moves accepted payments from PROCESSING to PAID (or PAYMENT_FAILED) when their settlement time
 * comes. The time is stored with the payment, so a restart (or another server on the same
 * PostgreSQL database) settles what was pending; timers only make it punctual.
 */
export class Settlement {
  readonly #db: Db;
  readonly #publicOrigin: string | undefined;
  readonly #timers = new Set<NodeJS.Timeout>();
  #sweep: NodeJS.Timeout | undefined;
  /** The pass under way. */
  #running: Promise<void> | null = null;
  /** The pass queued to start once the one under way ends. */
  #next: Promise<void> | null = null;
  #stopped = false;

  /** `publicOrigin`: where the payer URLs in the settlements' webhook events point. */
  constructor(db: Db, publicOrigin?: string) {
    this.#db = db;
    this.#publicOrigin = publicOrigin;
  }

  /** Settles what is due now, then sweeps every `intervalMs` (a safety net for timers). */
  async start(intervalMs = 1000) {
    await this.run();
    const next = await nextSettlement(this.#db);
    if (next) this.schedule(next.getTime() - Date.now());
    this.#sweep = setInterval(() => void this.run(), intervalMs);
    this.#sweep.unref();
  }

  /** Runs a settlement pass `delayMs` from now. */
  schedule(delayMs: number) {
    if (this.#stopped) return;
    const timer = setTimeout(
      () => {
        this.#timers.delete(timer);
        void this.run();
      },
      Math.max(0, delayMs) + 5,
    );
    timer.unref();
    this.#timers.add(timer);
  }

  /**
   * One pass. Passes never overlap: a pass asked for during another runs right after it, and the
   * promise is that later pass's, so whatever the caller wrote before asking is settled when it
   * resolves (the pass under way may have read the table before the write).
   */
  run(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    // Every caller while a pass is under way shares the one pass queued after it.
    if (this.#next) return this.#next;
    if (!this.#running) return this.#pass();
    this.#next = this.#running.then(() => {
      this.#next = null;
      return this.#pass();
    });
    return this.#next;
  }

  /** Starts a pass (none is under way: `run` queues behind one that is). */
  #pass(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    const pass = settleDue(this.#db, this.#publicOrigin)
      .then(() => undefined)
      .catch((error: Error) => console.error(`[settlement] ${error.message}`))
      .finally(() => {
        this.#running = null;
      });
    this.#running = pass;
    return pass;
  }

  async stop() {
    this.#stopped = true;
    clearInterval(this.#sweep);
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    await this.#running;
    await this.#next;
  }
}
