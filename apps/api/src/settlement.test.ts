import { describe, expect, it } from 'vitest';
import type { Db, Queryable } from './db/db.ts';
import { Settlement } from './settlement.ts';

/**
 * A database whose settlement passes (each a transaction) wait until the test ends them: `passes`
 * counts those begun, `end()` ends the oldest one still open.
 */
function heldDb() {
  const open: (() => void)[] = [];
  let passes = 0;
  const tx: Queryable = { query: async () => ({ rows: [] }) };
  const db: Db = {
    kind: 'pglite',
    query: tx.query,
    close: async () => undefined,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => {
      passes += 1;
      return new Promise<T>((resolve, reject) => {
        open.push(() => void fn(tx).then(resolve, reject));
      });
    },
  };
  return {
    db,
    passes: () => passes,
    end: () => open.shift()!(),
  };
}

/** Whether `promise` has resolved, once every pending callback has run. */
async function resolved(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('Settlement.run', () => {
  it('starts a pass at once when none is under way, and resolves when it ends', async () => {
    const held = heldDb();
    const settlement = new Settlement(held.db);
    const pass = settlement.run();
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.passes()).toBe(1);
    expect(await resolved(pass)).toBe(false);
    held.end();
    expect(await resolved(pass)).toBe(true);
  });

  it('asked during a pass, resolves only when a pass begun after the ask has ended', async () => {
    const held = heldDb();
    const settlement = new Settlement(held.db);
    const first = settlement.run();
    await new Promise((resolve) => setImmediate(resolve));
    // A write here may come after the pass under way read the table: the ask waits for the next.
    const asked = settlement.run();
    held.end();
    expect(await resolved(first)).toBe(true);
    expect(held.passes()).toBe(2);
    expect(await resolved(asked)).toBe(false);
    held.end();
    expect(await resolved(asked)).toBe(true);
  });

  it('every ask during one pass shares the one pass queued after it', async () => {
    const held = heldDb();
    const settlement = new Settlement(held.db);
    void settlement.run();
    await new Promise((resolve) => setImmediate(resolve));
    const asks = [settlement.run(), settlement.run(), settlement.run()];
    held.end();
    await new Promise((resolve) => setImmediate(resolve));
    expect(held.passes()).toBe(2);
    held.end();
    await Promise.all(asks);
    expect(held.passes()).toBe(2);
    await settlement.stop();
  });
});
