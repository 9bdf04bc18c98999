/**
 * The OpenAPI document (`@paypage/contract/openapi`) against the standard tools: Redocly's lint
 * (redocly.yaml) passes it without an error or a warning, and the committed client types
 * (tests/contract/generated/api-v1.ts, which openapi-client.test.ts is checked against) are
 * what openapi-typescript makes of it now.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '@paypage/contract/openapi';
import { afterAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypes } from './support/openapi-types.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'paypage-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type LintReport = {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string }[];
};

/** `redocly lint` of a document with the repository's configuration, as its JSON report. */
function lint(document: unknown, name: string): Promise<LintReport> {
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(document));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
        'lint',
        file,
        '--config',
        path.join(root, 'redocly.yaml'),
        '--format=json',
      ],
      {
        cwd: root,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
      // It exits 1 when it finds an error: the report is on stdout either way.
      (_error, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout) as LintReport);
        } catch {
          reject(new Error(`redocly lint wrote no report:\n${stdout}\n${stderr}`));
        }
      },
    );
  });
}

describe('the OpenAPI document and the standard tools', () => {
  it('lints clean: no error and no warning', async () => {
    const report = await lint(openApiDocument(), 'openapi');
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('the lint catches a broken document (an operation without summary or success)', async () => {
    const document = openApiDocument();
    const callback = document.paths['/collect/{token}/stripe/callback']!.get!;
    delete callback.summary;
    delete (callback.responses as Record<string, unknown>)['302'];
    const report = await lint(document, 'broken');
    expect(report.problems.map((problem) => problem.ruleId).sort()).toEqual([
      'operation-summary',
      'rule/operation-success-or-redirect',
    ]);
  }, 60_000);

  it('the committed client types are what openapi-typescript makes of it', async () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await apiTypes());
  }, 60_000);
});
