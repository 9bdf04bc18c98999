/**
 * The Dockerfile and compose.yaml, checked without Docker (not on the test machines): compose.yaml
 * parsed as YAML and its wiring asserted, the Dockerfile read for what README "Running with
 * Docker" promises. Neither is built or run here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { liveProvidersConfig } from '../src/providers/live/config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
// js-yaml: a devDependency of this package; it ships no types.
const yaml = createRequire(import.meta.url)('js-yaml') as { load: (text: string) => unknown };

type Service = {
  image?: string;
  build?: { context: string; args?: Record<string, string> };
  environment?: Record<string, string | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
};
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> };

describe('compose.yaml', () => {
  const compose = yaml.load(read('compose.yaml')) as Compose;
  const { app, postgres } = compose.services;

  it('runs PostgreSQL 16 on a named volume, with a health check', () => {
    // Docker Hub's postgres:16 unless POSTGRES_IMAGE names a local stand-in.
    expect(postgres?.image).toBe('${POSTGRES_IMAGE:-postgres:16}');
    expect(postgres?.volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
    expect(Object.keys(compose.volumes)).toEqual(['pgdata']);
    expect(postgres?.healthcheck?.test.join(' ')).toContain('pg_isready -U paypage -d paypage');
  });

  it('starts the app once PostgreSQL is healthy, on it, and checks its readiness', () => {
    expect(app?.build).toEqual({
      context: '.',
      args: { NODE_IMAGE: '${NODE_IMAGE:-node:20-slim}' },
    });
    expect(app?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    const env = app?.environment ?? {};
    const url = new URL(env.DATABASE_URL!.replace('${POSTGRES_PASSWORD:-paypage}', 'paypage'));
    expect([url.protocol, url.hostname, url.port, url.pathname]).toEqual([
      'postgres:',
      'postgres',
      '5432',
      `/${postgres?.environment?.POSTGRES_DB}`,
    ]);
    expect(url.username).toBe(postgres?.environment?.POSTGRES_USER);
    expect(app?.healthcheck?.test.join(' ')).toContain('/api/v1/health/ready');
    expect(app?.ports).toEqual(['3000:3000', '3443:3443']);
  });

  it('passes every live provider variable through, and gives shutdown more than its grace', () => {
    const env = app?.environment ?? {};
    // Every variable the live providers read (their messages name them) is passed through.
    const read = new Set<string>();
    const spy = new Proxy({} as NodeJS.ProcessEnv, {
      get: (_target, name) => {
        if (typeof name === 'string') read.add(name);
        return undefined;
      },
    });
    liveProvidersConfig(spy);
    const internal = ['ADYEN_CHECKOUT_URL', 'STRIPE_API_BASE', 'PLAID_API_BASE']; // test fakes only
    for (const name of read) {
      if (!internal.includes(name)) expect(Object.keys(env)).toContain(name);
    }
    expect(read.size).toBeGreaterThan(5);
    // And what production mode needs to start (apps/api/src/production-settings.ts).
    for (const name of ['PUBLIC_ORIGIN', 'WEBHOOK_SECRET_KEY', 'SECURED_FIELDS_ORIGIN']) {
      expect(Object.keys(env)).toContain(name);
    }
    expect(parseInt(app?.stop_grace_period ?? '0', 10) * 1000).toBeGreaterThan(
      Number(/SHUTDOWN_GRACE_MS:-(\d+)/.exec(env.SHUTDOWN_GRACE_MS ?? '')?.[1]),
    );
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const stages = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);

  it('builds in one node:20-slim stage and runs in another, as a non-root user', () => {
    // Both stages on NODE_IMAGE, node:20-slim unless a local stand-in is named.
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-slim$/m);
    expect(stages).toEqual(['${NODE_IMAGE}', '${NODE_IMAGE}']);
    expect(dockerfile).toMatch(/^RUN npm install /m);
    expect(dockerfile).toMatch(/turbo run build --filter=@paypage\/pay --filter=@paypage\/api/);
    const run = dockerfile.slice(dockerfile.lastIndexOf('FROM '));
    expect(run).toMatch(/^USER node$/m);
    expect(run).toMatch(/^CMD \["node", "--enable-source-maps", "apps\/api\/dist\/main.js"\]$/m);
  });

  it('checks readiness, and copies what main.js loads', () => {
    expect(dockerfile).toMatch(/^HEALTHCHECK [^\n]*\\\n\s+CMD [^\n]*\/api\/v1\/health\/ready/m);
    // main.js finds the page, its server build and the frames relative to the repository root.
    for (const dir of [
      'apps/api/dist',
      'apps/pay/dist',
      'apps/pay/dist-server',
      'packages/checkout/dist/frames',
    ]) {
      expect(dockerfile).toContain(`COPY --from=build /app/${dir} ${dir}`);
    }
  });

  it('.dockerignore keeps dependencies, builds, data and secrets out of the context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.git', '.data', '.env']) {
      expect(ignored).toContain(entry);
    }
  });
});
