import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './server.ts';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'paypage-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('holds the pid while locked and removes the file on unlock', () => {
    const dir = tempDir();
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });

  it('refuses a directory another live process holds', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(
      `Another paypage server (pid ${process.ppid}) uses ${dir}.`,
    );
  });

  it('takes over a stale lock', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'pglite.lock'), '4194303'); // above Linux's pid_max default
    const unlock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
  });
});
