/**
 * Vitest global setup for the API's integration tests, which run against PGlite and PostgreSQL:
 *
 * - a migrated PGlite database, dumped once to a file: each test file loads it (about a second)
 *   instead of creating and migrating its own (several seconds);
 * - Debian's PostgreSQL server, started on loopback in a temporary directory, stopped after.
 *
 * PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user and its
 * commands run through `runuser`. If the server binaries are missing, the PostgreSQL runs are
 * skipped with a loud message (CI installs them, see .ci/run); if they exist but the server
 * cannot start, the setup fails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/db/db.ts';
import { migrate } from '../../src/db/migrations.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the test PostgreSQL server, or null when its binaries are missing. */
    postgresUrl: string | null;
    /** A migrated PGlite data directory, dumped as a tar file. */
    pgliteTemplate: string;
  }
}

function findBinDir(): string | null {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function pgliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paypage-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  const db = await openPglite();
  await migrate(db);
  writeFileSync(file, new Uint8Array(await (await db.dumpDataDir()).arrayBuffer()));
  await db.close();
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject) {
  const template = await pgliteTemplate();
  project.provide('pgliteTemplate', template.file);
  const postgresTeardown = await startPostgres(project);
  return () => {
    template.remove();
    postgresTeardown?.();
  };
}

async function startPostgres(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_POSTGRES_URL) {
    project.provide('postgresUrl', process.env.TEST_POSTGRES_URL);
    return;
  }
  const binDir = findBinDir();
  if (!binDir) {
    const line = '!'.repeat(78);
    console.warn(
      `\n${line}\n! PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin/initdb):\n` +
        '! the API integration tests run against PGlite only. Install them with\n' +
        `!   apt-get install -y postgresql\n${line}\n`,
    );
    project.provide('postgresUrl', null);
    return;
  }

  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paypage-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, command), ...args]]
      : [path.join(binDir, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${command} failed:\n${result.stdout}\n${result.stderr}`);
    }
  };

  const port = await freePort();
  run('initdb', [
    '-D',
    dataDir,
    '-U',
    'paypage',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  run('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
  project.provide('postgresUrl', `postgres://paypage@127.0.0.1:${port}/postgres`);

  return () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
