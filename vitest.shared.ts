/**
 * The unit-test configuration every workspace package shares. Pure rules run in Node (proving
 * they need no DOM); everything else runs in jsdom with Testing Library.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const domSetup = fileURLToPath(new URL('./tests/setup/vitest-dom.ts', import.meta.url));
const pureTests = ['src/**/rules/**/*.test.ts', 'src/**/*.node.test.ts'];

export function packageTestConfig(overrides: ViteUserConfig = {}): ViteUserConfig {
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
          test: { name: 'node', environment: 'node', include: pureTests },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: pureTests,
            setupFiles: [domSetup],
            // A whole form typed in jsdom takes 2-5 s on a quiet 2-core machine; under turbo's
            // parallel tasks it may take several times that. A test that hangs still fails.
            testTimeout: 20_000,
          },
        },
      ],
      ...overrides.test,
    },
  });
}
