/**
 * The unit-test configuration every workspace package shares. Pure rules run in Node (proving
 * they need no DOM); everything else runs in jsdom with Testing Library.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const domSetup = fileURLToPath(new URL('./tests/setup/vitest-dom.ts', import.meta.url));
const pureTests = ['src/**/rules/**/*.test.ts', 'src/**/*.node.test.ts'];
const domTests = 'src/**/*.test.{ts,tsx}';

/**
 * The test files of the package (run from its directory) that replace modules with `vi.mock`:
 * they need a module graph of their own, so they run isolated; all others share one per worker.
 */
function filesThatMockModules(dir = 'src'): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.join(dir, name).split(path.sep).join('/'))
    .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')));
}

/** Whether a test file is one of the pure rules' (`pureTests`), which run in Node. */
const isPureTest = (file: string) => /\/rules\/.*\.test\.ts$|\.node\.test\.ts$/.test(file);

export function packageTestConfig(overrides: ViteUserConfig = {}): ViteUserConfig {
  const mocking = filesThatMockModules();
  const domProject: {
    environment: 'jsdom';
    include: string[];
    setupFiles: string[];
    testTimeout: number;
  } = {
    environment: 'jsdom',
    include: [domTests],
    setupFiles: [domSetup],
    // A whole form typed in jsdom takes 2-5 s on a quiet 2-core machine; under turbo's parallel
    // tasks it may take several times that. A test that hangs still fails.
    testTimeout: 20_000,
  };
  return defineConfig({
    ...overrides,
    test: {
      // The JSON report is what `npm test` sums (and what turbo caches).
      reporters: ['default', 'json'],
      outputFile: { json: '.reports/vitest.json' },
      passWithNoTests: true,
      restoreMocks: true,
      unstubGlobals: true,
      unstubEnvs: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: pureTests,
            exclude: mocking,
            // One module graph per worker, not per file, as in the DOM project below: re-importing
            // the rules and their tables for every file cost most of the Node files' time
            // (checkout's 75: 33 → 10 CPU seconds). Files that mock modules run in 'node-isolated'.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'node-isolated',
            environment: 'node',
            include: mocking.filter(isPureTest),
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            ...domProject,
            exclude: [...pureTests, ...mocking],
            // One jsdom and one module graph per worker, not per file: building jsdom and
            // re-importing React for every file cost most of the DOM suites' time (the kit's 21
            // files: 91 s → 8 s wall under load). Tests clean up after themselves (Testing
            // Library's cleanup, restoreMocks, unstubGlobals); files that mock modules run below.
            isolate: false,
          },
        },
        {
          extends: true,
          test: { name: 'dom-isolated', ...domProject, include: mocking, exclude: pureTests },
        },
      ],
      ...overrides.test,
    },
  });
}
