/**
 * The cross-engine suite: the payer's main journeys (`journeys.mjs`) in Firefox ESR and WebKitGTK
 * from Debian, against the built app served by the local API on its own port. A journey fails on
 * its own assertion or on any uncaught error, unhandled rejection or console.error in the page or
 * its frames. Writes `.reports/engines.json` and, beside it in `.reports/engines/`, a screenshot
 * per engine of the card step and the receipt at 375 px (WebKit's at MiniBrowser's minimum window
 * width) as review images, never compared.
 *
 * Options: --engine firefox|webkit   one engine only      --grep <text>   journeys whose name has it
 * Environment: ENGINES_PORT (default 3200; the frames on ENGINES_PORT + 443), ENGINES_DISPLAY.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchFirefox, launchWebKit, startDisplay } from './browsers.mjs';
import { journeys } from './journeys.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const port = Number(process.env.ENGINES_PORT ?? 3200);
const baseUrl = `http://localhost:${port}`;
const reportDir = path.join(root, '.reports');
const shotDir = path.join(reportDir, 'engines');
const VIEWPORT = { width: 375, height: 812 };

async function startServer() {
  const dataDir = path.join(os.tmpdir(), `paypage-engines-${port}`);
  const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATA_RESET: '1',
      SETTLEMENT_DELAY_MS: '1500',
    },
  });
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the API exited (${server.exitCode})`);
    const ok = await fetch(`${baseUrl}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the API did not answer within 120 s');
}

const engines = {
  firefox: () => launchFirefox(VIEWPORT),
  webkit: async () => {
    const display = await startDisplay(process.env.ENGINES_DISPLAY ?? `:${(port % 1000) + 100}`);
    try {
      const browser = await launchWebKit({ ...VIEWPORT, display: display.display, port: port + 2 });
      const close = browser.close;
      browser.close = async () => {
        await close();
        display.stop();
      };
      return browser;
    } catch (error) {
      display.stop();
      throw error;
    }
  },
};

const only = option('--engine');
const grep = option('--grep');
const results = [];
const started = Date.now();
if (existsSync(shotDir)) rmSync(shotDir, { recursive: true });
mkdirSync(shotDir, { recursive: true });
const server = await startServer();
try {
  for (const [engine, launch] of Object.entries(engines)) {
    if (only && only !== engine) continue;
    const engineStart = Date.now();
    let browser;
    try {
      browser = await launch();
    } catch (error) {
      results.push({ engine, journey: 'launch', ok: false, error: error.message, ms: 0 });
      continue;
    }
    console.log(`\n${engine} ${browser.version}`);
    // Named by the width the page really had: MiniBrowser's window keeps a minimum width of its own.
    const shots = async (running, name) =>
      path.join(shotDir, `${engine}-${name}-${await running.run(() => window.innerWidth)}.png`);
    const list = journeys({ baseUrl, shots });
    for (const [journey, run] of Object.entries(list)) {
      if (grep && !journey.includes(grep)) continue;
      const start = Date.now();
      let error = null;
      const notes = [];
      try {
        await browser.fresh?.();
        await run(browser, notes);
      } catch (caught) {
        error = caught.message;
      }
      const logged = await browser
        .errors()
        .catch((caught) => [`reading errors: ${caught.message}`]);
      if (!error && logged.length)
        error = `errors in the page or frames:\n  ${logged.join('\n  ')}`;
      const ms = Date.now() - start;
      results.push({ engine, journey, ok: !error, error, notes, ms });
      console.log(`${error ? '✘' : '✔'} ${engine} › ${journey} (${(ms / 1000).toFixed(1)} s)`);
      if (error) console.log(`    ${error.replaceAll('\n', '\n    ')}`);
      for (const note of notes) console.log(`    note: ${note}`);
    }
    await browser.close();
    console.log(`${engine}: ${((Date.now() - engineStart) / 1000).toFixed(1)} s`);
  }
} finally {
  server.kill();
}
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
const seconds = (Date.now() - started) / 1000;
writeFileSync(
  path.join(reportDir, 'engines.json'),
  `${JSON.stringify({ passed, failed, seconds, results }, null, 2)}\n`,
);
console.log(
  `\n${passed} passed, ${failed} failed in ${seconds.toFixed(1)} s (screenshots in ${path.relative(root, shotDir)})`,
);
process.exit(failed ? 1 : 0);
