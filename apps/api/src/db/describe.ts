import path from 'node:path';

/**
 * Which database a process is about to use, in a line for people: the server prints it at start
 * and `npm run keys` before it writes, so a key never lands silently in the wrong database.
 * The PostgreSQL URL itself is not shown (it may hold a password); its host and database are.
 */
export function describeDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  cwd: string,
): string {
  if (config.databaseUrl) {
    let where = '';
    try {
      const url = new URL(config.databaseUrl);
      const name = url.pathname.replace(/^\//, '');
      where = ` at ${url.hostname}${url.port ? `:${url.port}` : ''}${name ? `/${name}` : ''}`;
    } catch {
      // A URL the driver understands but URL does not (a socket path): the setting's name is enough.
    }
    return `PostgreSQL${where} (DATABASE_URL)`;
  }
  const dir = path.relative(cwd, path.join(config.dataDir, 'pglite')) || '.';
  return `PGlite in ${dir} (DATABASE_URL is not set)`;
}
