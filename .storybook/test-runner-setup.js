// The Storybook gate's Jest setup (test-runner-jest.config.js), in place of the test-runner's own
// `jest-setup.js`: that one imports the whole test-runner (Babel, Storybook's server internals)
// into every story file's fresh module registry, seconds of work per file. This installs the same
// hooks from .storybook/test-runner.ts and loads the test-runner itself only when a story's page
// must be set up again (its retry after a navigation destroyed the page's context).
import config from './test-runner.ts';

config.setup?.();
globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
globalThis.__sbSetupPage = async (page, context) => {
  const { setupPage } = await import('@storybook/test-runner');
  await setupPage(page, context);
};
globalThis.__sbCollectCoverage = false;
