// `npm run chromatic`: publishes the Storybook to Chromatic, which captures every story in the
// same modes (.storybook/modes.ts). Needs CHROMATIC_PROJECT_TOKEN; the local gate never does.
import { bin, run } from './lib/proc.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'Set CHROMATIC_PROJECT_TOKEN (from your Chromatic project) to publish. The local visual gate is `npm run test:visual`.',
  );
  process.exit(1);
}
process.exit(
  await run(bin('chromatic'), [
    '--exit-zero-on-changes',
    '--build-script-name',
    'build-storybook',
    ...process.argv.slice(2),
  ]),
);
