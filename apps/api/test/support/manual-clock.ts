import type { Clock } from '../../src/webhooks/post.ts';

/** A clock whose time moves only when the test advances it, running the timers then due. */
export class ManualClock implements Clock {
  #now = 0;
  #next = 0;
  readonly #timers = new Map<number, { at: number; run: () => void }>();

  now = () => this.#now;

  setTimeout = (run: () => void, ms: number) => {
    this.#next += 1;
    this.#timers.set(this.#next, { at: this.#now + ms, run });
    return this.#next;
  };

  clearTimeout = (handle: unknown) => {
    this.#timers.delete(handle as number);
  };

  /** Timers waiting (e.g. attempts in flight with their timeouts). */
  get pending() {
    return this.#timers.size;
  }

  advance(ms: number) {
    this.#now += ms;
    const due = [...this.#timers].filter(([, timer]) => timer.at <= this.#now);
    due.sort(([, a], [, b]) => a.at - b.at);
    for (const [id, timer] of due) {
      this.#timers.delete(id);
      timer.run();
    }
  }
}
