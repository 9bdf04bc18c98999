import { describe, expect, it } from 'vitest';
import { describeDatabase } from './describe.ts';

describe('describeDatabase', () => {
  it.each([
    [
      'PGlite in the data folder',
      { databaseUrl: undefined, dataDir: '/srv/paypage/.data' },
      'PGlite in .data/pglite (DATABASE_URL is not set)',
    ],
    [
      'PostgreSQL with its host, port and database, without the password',
      { databaseUrl: 'postgres://app:s3cret@db.internal:5433/paypage', dataDir: '/x' },
      'PostgreSQL at db.internal:5433/paypage (DATABASE_URL)',
    ],
    [
      'PostgreSQL on the default port',
      { databaseUrl: 'postgresql://localhost/pay', dataDir: '/x' },
      'PostgreSQL at localhost/pay (DATABASE_URL)',
    ],
    [
      'a URL that URL cannot read: only the setting',
      { databaseUrl: 'not a url', dataDir: '/x' },
      'PostgreSQL (DATABASE_URL)',
    ],
  ])('%s', (_name, config, line) => {
    const text = describeDatabase(config, '/srv/paypage');
    expect(text).toBe(line);
    expect(text).not.toContain('s3cret');
  });
});
