import type { Db } from '../db/db.ts';
import { migrations } from '../db/migrations.ts';

/** Why the server does not take traffic now (GET /api/v1/health/ready answers it with 503). */
export type Unready = { status: 'unready'; reason: string };

/**
 * Whether this instance should be sent traffic: the database answers, every migration is applied
 * and the server is not shutting down. A load balancer (or Docker's HEALTHCHECK) polls it; the
 * liveness check (GET /api/v1/health) stays up while this one says no.
 */
export class Readiness {
  readonly #db: Db;
  readonly #timeoutMs: number;
  #draining = false;

  constructor(db: Db, timeoutMs = 2000) {
    this.#db = db;
    this.#timeoutMs = timeoutMs;
  }

  /** From now on the instance is unready (SIGTERM: the balancer stops sending it requests). */
  drain() {
    this.#draining = true;
  }

  get draining() {
    return this.#draining;
  }

  /** null when ready, else the reason. A database that does not answer in time is not ready. */
  async check(): Promise<Unready | null> {
    if (this.#draining) return unready('shutting down');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Unready>((resolve) => {
      timer = setTimeout(
        () => resolve(unready(`the database did not answer in ${this.#timeoutMs} ms`)),
        this.#timeoutMs,
      );
    });
    try {
      return await Promise.race([this.#checkDatabase(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async #checkDatabase(): Promise<Unready | null> {
    try {
      await this.#db.query('select 1');
    } catch {
      return unready('the database does not answer');
    }
    try {
      const { rows } = await this.#db.query<{ count: number }>(
        'select count(*)::int as count from schema_migrations where version <= $1',
        [migrations.length],
      );
      const missing = migrations.length - (rows[0]?.count ?? 0);
      return missing === 0 ? null : unready(`${missing} migration(s) not applied`);
    } catch {
      return unready('migrations not applied');
    }
  }
}

const unready = (reason: string): Unready => ({ status: 'unready', reason });
