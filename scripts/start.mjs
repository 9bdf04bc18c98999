// `npm start`: builds the page and the local API, then serves both on one origin
// (http://localhost:3000 by default; PORT changes it).
import { bin, root, run } from './lib/proc.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';

process.env.TURBO_TELEMETRY_DISABLED = '1';
const code = await run(bin('turbo'), [
  'run',
  'build',
  '--filter=@paypage/pay',
  '--filter=@paypage/api',
  '--output-logs=errors-only',
]);
if (code !== 0) {
  console.error('Build failed: see the errors above.');
  process.exit(code);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/api/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (exitCode) => process.exit(exitCode ?? 0));
