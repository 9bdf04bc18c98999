import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One row of a query result: column name → value (timestamps as `Date`, JSON parsed). */
export type Row = Record<string, unknown>;

/** What a query needs: PGlite and node-postgres both satisfy it. */
export type Queryable = {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
};

/**
 * The database the API runs on: embedded PGlite by default, a PostgreSQL server when
 * `DATABASE_URL` is set. The same SQL runs on both. Rules for that SQL: JSON parameters are passed
 * as `JSON.stringify(value)` and cast with `$n::text::jsonb` (PGlite would otherwise encode a
 * string parameter as a JSON string); calendar dates are selected as `::text`; integers that may
 * exceed 32 bits are read through `Number()` (node-postgres returns int8 as a string).
 */
export type Db = Queryable & {
  kind: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined → in memory; `template` (a data directory as
 * `dumpDataDir` writes it) starts from a copy of that database.
 */
export async function openPglite(
  dataDir?: string,
  template?: Blob,
): Promise<Db & { dumpDataDir: () => Promise<Blob> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
  });
  return {
    dumpDataDir: () => lite.dumpDataDir('none'),
    kind: 'pglite',
    query: async <T extends Row>(sql: string, params: unknown[] = []) => {
      const result = await lite.query<T>(sql, params);
      return { rows: result.rows };
    },
    // PGlite runs one statement at a time; its transaction holds that lock until it ends.
    transaction: (fn) =>
      lite.transaction((tx) =>
        fn({
          query: async <T extends Row>(sql: string, params: unknown[] = []) => ({
            rows: (await tx.query<T>(sql, params)).rows,
          }),
        }),
      ),
    close: () => lite.close(),
  };
}

/** A PostgreSQL server through a connection pool. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Db> {
  // A server that does not answer a new connection in 5 s is unavailable (503), not a hang.
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => console.error(`[db] idle client error: ${error.message}`));
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: async <T extends Row>(sql: string, params: unknown[] = []) => {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[] };
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: async <T extends Row>(sql: string, params: unknown[] = []) => {
            const r = await client.query(sql, params);
            return { rows: r.rows as T[] };
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
