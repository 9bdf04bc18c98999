// The API for `npm run probe` (scripts/probe.mjs), in a child process of its own: sandbox mode,
// PGlite in a temporary directory, a free port. It answers the probe's questions over IPC: row
// counts, a run of the retention job, and "a month later" (every timestamp moved back).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createServices, listen, openDatabase } from '../../apps/api/src/server.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paypage-probe-'));
const config = loadConfig(
  { ...process.env, PAYPAGE_MODE: 'sandbox', DATA_DIR: dataDir, PORT: '0' },
  process.cwd(),
  '',
);
const db = await openDatabase({ dataDir, reset: true });
const services = await createServices(db, config);
const server = await listen(services, { port: 0, host: '127.0.0.1' });

const TABLES = ['card_sessions', 'fingerprints', 'idempotency_keys'];

async function counts() {
  const out = {};
  for (const table of TABLES) {
    const { rows } = await db.query(`select count(*)::integer as n from ${table}`);
    out[table] = Number(rows[0].n);
  }
  return out;
}

let loop;

const handlers = {
  counts,
  /** Starts measuring the server's event-loop delay (what a blocked loop adds to any request). */
  loopStart: () => {
    loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
  },
  /** Stops measuring: p50, p99 and max delay in ms. */
  loopStop: () => {
    loop.disable();
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    return { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) };
  },
  retention: () => services.retention.run(),
  /** Moves every row of the three tables `days` into the past. */
  age: async ({ days }) => {
    const shift = `(${Number(days)} * interval '1 day')`;
    await db.query(
      `update card_sessions set created_at = created_at - ${shift}, expires_at = expires_at - ${shift}`,
    );
    await db.query(`update fingerprints set created_at = created_at - ${shift}`);
    await db.query(`update idempotency_keys set created_at = created_at - ${shift}`);
  },
  stop: async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    setImmediate(() => process.exit(0));
  },
};

process.on('message', async ({ id, type, ...args }) => {
  try {
    process.send({ id, result: await handlers[type](args) });
  } catch (error) {
    process.send({ id, error: error.message });
  }
});
process.send({ type: 'ready', url: server.url });
