// `npm run test:stress`: the whole suite (`scripts/test.mjs`, with the same options) while a CPU
// hog keeps every core busy, so a test that races a timer or a fixed wait fails here rather than
// on a loaded CI machine. The hog is Debian's `stress-ng --cpu N` (.ci/run installs it), else a
// busy loop per core in Node; it is stopped by its process id when the suite ends.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run } from './lib/proc.mjs';

const cores = Number(process.env.STRESS_CPUS ?? os.availableParallelism());
const stressNg = '/usr/bin/stress-ng';

function startHog() {
  if (existsSync(stressNg)) {
    console.log(`[stress] stress-ng --cpu ${cores} while the suite runs`);
    return [spawn(stressNg, ['--cpu', String(cores), '--quiet'], { stdio: 'ignore' })];
  }
  console.log(`[stress] ${cores} busy loops in Node while the suite runs (no stress-ng)`);
  return Array.from({ length: cores }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
}

const hogs = startHog();
const stop = () => {
  for (const hog of hogs) if (hog.exitCode === null) hog.kill('SIGTERM');
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const code = await run(process.execPath, [
  path.join(root, 'scripts/test.mjs'),
  ...process.argv.slice(2),
]);
stop();
process.exit(code);
