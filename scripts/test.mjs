// `npm test`: everything CI runs, in one command, ending with one line: `N passed, N failed`.
//
//   static + unit  turbo: typecheck, lint and Vitest in every workspace package, plus the root's
//                  own typecheck, lint and format check
//   size           the performance budget gate over the production build
//   storybook      the built Storybook under the test-runner in Debian Chromium: every story's
//                  play function, an axe check and a screenshot per viewport against its baseline
//   e2e            Playwright against the built app served by the local API
//   engines        the payer's main journeys in Firefox ESR and WebKitGTK (tests/engines)
//
// A suite is one entry of `suites` below: its name, the builds it needs and its function. The
// builds are shared: the production build (which also builds the secured-field frames) runs once
// for the size gate, Storybook's frames and e2e. Suites run in two lanes side by side: each lane
// takes the next suite of one queue when it is free (turbo's static checks and unit tests first in
// one, the build and the browser suites in the other, then whichever lane is free first takes the
// next), so neither lane ends long before the other whatever each suite's time. A lane waits on a
// browser or a server about as often as it computes, so two of them fill the two cores.
// Each suite's own wall time is printed.
//
// Options: --only static,unit,size,storybook,e2e,engines   run some suites
//          --update                                accept changed screenshots (writes baselines,
//                                                  deletes those of stories that no longer exist)
//          --filter <text>                         only stories / e2e files whose path contains it
//          --serial                                one suite at a time (to time each alone)
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
} from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '../tests/support/chromium.mjs';
import { serveStatic } from './lib/serve-static.mjs';
import { bin, root, run } from './lib/proc.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const update = args.includes('--update') || args.includes('-u');
const filter = option('--filter');
const only = option('--only')?.split(',');
const serial = args.includes('--serial');
const wanted = (suite) => !only || only.includes(suite);

process.env.TURBO_TELEMETRY_DISABLED = '1';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
process.env.FORCE_COLOR ??= process.stdout.isTTY ? '1' : '0';

const reports = path.join(root, '.reports');
const results = [];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const seconds = (start) => ((Date.now() - start) / 1000).toFixed(1);
const banner = (text) => console.log(`\n\u001b[1m━━ ${text}\u001b[0m`);

function record(suite, passed, failed, start, note = '') {
  results.push({ suite, passed, failed, time: seconds(start), note });
}

function reset(file) {
  if (existsSync(file)) rmSync(file, { recursive: true, force: true });
}

async function staticAndUnit() {
  const start = Date.now();
  banner('typecheck, lint and unit tests (turbo)');
  const packages = [
    'packages/contract',
    'packages/ui',
    'packages/checkout',
    'packages/widget',
    'apps/pay',
    'apps/api',
  ];
  for (const pkg of packages) reset(path.join(root, pkg, '.reports'));
  reset(path.join(reports, 'vitest-contract.json'));
  const summaryDir = path.join(root, '.turbo/runs');
  reset(summaryDir);
  const code = await run(
    bin('turbo'),
    [
      'run',
      'typecheck',
      'lint',
      'test',
      'typecheck:root',
      'lint:root',
      'test:contract',
      '--continue',
      '--summarize',
      '--output-logs=errors-only',
      '--concurrency=2',
    ],
    { env: { ...process.env, VITEST_JSON: '1' } },
  );

  // Static checks: one per task (typecheck and lint of each package and of the root).
  let checksPassed = 0;
  let checksFailed = 0;
  const failedTasks = [];
  const summaries = existsSync(summaryDir)
    ? readdirSync(summaryDir).filter((f) => f.endsWith('.json'))
    : [];
  if (summaries.length > 0) {
    const summary = readJson(path.join(summaryDir, summaries[0]));
    for (const task of summary.tasks) {
      if (task.task === 'test' || task.task === 'test:contract') continue;
      if (task.execution?.exitCode === 0) checksPassed += 1;
      else {
        checksFailed += 1;
        failedTasks.push(task.taskId);
      }
    }
  } else if (code !== 0) {
    checksFailed += 1;
  }
  record(
    'static',
    checksPassed,
    checksFailed,
    start,
    failedTasks.length ? `failed: ${failedTasks.join(', ')}` : 'typecheck, lint, format',
  );

  // Unit tests: Vitest's JSON report of each package.
  let passed = 0;
  let failed = 0;
  const missing = [];
  const unitReports = [
    ...packages.map((pkg) => [pkg, path.join(root, pkg, '.reports/vitest.json')]),
    ['tests/contract', path.join(reports, 'vitest-contract.json')],
  ];
  for (const [pkg, file] of unitReports) {
    if (!existsSync(file)) {
      missing.push(pkg);
      continue;
    }
    const report = readJson(file);
    passed += report.numPassedTests;
    failed += report.numFailedTests + suitesThatDidNotLoad(report);
  }
  if (missing.length > 0) failed += missing.length;
  record(
    'unit',
    passed,
    failed,
    start,
    missing.length ? `no report from ${missing.join(', ')}` : 'vitest',
  );
}

/** A test file that failed to load has no failed test of its own: count it as one failure. */
function suitesThatDidNotLoad(report) {
  return report.testResults.filter(
    (suite) =>
      suite.status === 'failed' && !suite.assertionResults.some((test) => test.status === 'failed'),
  ).length;
}

/** Runs `task` the first time it is asked for; later calls share its result. */
function once(task) {
  let result;
  return () => (result ??= task());
}

/** The production build of every package (the app, the API, the widget and the frames). */
const build = once(async () => {
  const start = Date.now();
  const code = await run(bin('turbo'), ['run', 'build', '--output-logs=errors-only']);
  console.log(`build: ${seconds(start)}s`);
  if (code !== 0) throw new Error('The production build failed.');
});

/**
 * The secured-field frames the stories load (.storybook/main.ts staticDirs): the checkout
 * package's build, alone when nothing else needs the whole build.
 */
const frames = once(async () => {
  if (wanted('size') || wanted('e2e')) return build();
  const code = await run(bin('turbo'), [
    'run',
    'build',
    '--filter=@paypage/checkout',
    '--output-logs=errors-only',
  ]);
  if (code !== 0) throw new Error('The secured-field frames did not build.');
});

async function sizeGate() {
  const start = Date.now();
  try {
    await build();
  } catch (error) {
    record('size', 0, 1, start, error.message);
    return;
  }
  banner('size budgets');
  const script = path.join(root, 'scripts/size-gate.mjs');
  const code = await run(process.execPath, [script, '--json', path.join(reports, 'size.json')]);
  const report = existsSync(path.join(reports, 'size.json'))
    ? readJson(path.join(reports, 'size.json'))
    : null;
  record(
    'size',
    report?.passed ?? 0,
    report?.failed ?? (code === 0 ? 0 : 1),
    start,
    'gzip budgets',
  );
}

/** Runs a command with its output in a log file (shown only when it fails). */
async function runLogged(command, commandArgs, logFile) {
  const log = openSync(logFile, 'w');
  try {
    return await run(command, commandArgs, { stdio: ['ignore', log, log] });
  } finally {
    closeSync(log);
  }
}

function storyIds(indexFile) {
  const index = readJson(indexFile);
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}

/** Baselines whose story no longer exists fail the gate (or are deleted by --update). */
function obsoleteBaselines(ids) {
  const dir = path.join(root, 'tests/visual/baselines');
  if (!existsSync(dir)) return [];
  const known = new Set(ids);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.png'))
    .filter((file) => {
      const name = file.slice(0, -'.png'.length);
      const cut = name.lastIndexOf('--');
      return cut === -1 || !known.has(name.slice(0, cut));
    });
}

async function storybook() {
  const start = Date.now();
  banner('Storybook: play functions, axe and screenshots at both viewports');
  const outDir = path.join(root, process.env.STORYBOOK_OUT ?? 'storybook-static');
  const buildLog = path.join(reports, 'storybook-build.log');
  try {
    await frames();
  } catch (error) {
    record('storybook', 0, 1, start, error.message);
    return;
  }
  // `--test`: Storybook's build for test runs, without what only a reader uses (docs blocks,
  // component docgen, source maps, compressed-size reports); the stories render as in the full build.
  const buildStart = Date.now();
  const buildCode = await runLogged(
    bin('storybook'),
    ['build', '--test', '--quiet', '-o', outDir],
    buildLog,
  );
  if (buildCode !== 0) {
    console.error(readFileSync(buildLog, 'utf8'));
    record('storybook', 0, 1, start, 'Storybook build failed');
    return;
  }
  console.log(`storybook build: ${seconds(buildStart)}s`);

  let obsoleteFailures = 0;
  if (!filter) {
    const obsolete = obsoleteBaselines(storyIds(path.join(outDir, 'index.json')));
    for (const file of obsolete) {
      const full = path.join(root, 'tests/visual/baselines', file);
      if (update) {
        unlinkSync(full);
        console.log(`deleted obsolete baseline ${path.relative(root, full)}`);
      } else {
        console.error(
          `obsolete baseline (its story is gone): ${path.relative(root, full)} — delete it or run npm run test:visual -- --update`,
        );
        obsoleteFailures += 1;
      }
    }
  }

  const server = await serveStatic(outDir, 0);
  const { port } = server.address();
  const summaryFile = path.join(reports, 'storybook.json');
  const timingsFile = path.join(reports, 'storybook-timings.jsonl');
  reset(summaryFile);
  reset(timingsFile);
  reset(path.join(root, 'tests/visual/__diff_output__'));
  const runnerArgs = [
    '--url',
    `http://127.0.0.1:${port}`,
    '--maxWorkers',
    process.env.STORYBOOK_WORKERS ?? '2',
    '--index-json',
  ];
  runnerArgs.push(update ? '-u' : '--ci');
  // test-storybook hands its arguments to jest through a shell: quote the pattern for it.
  if (filter) runnerArgs.push(`'${filter.replaceAll("'", "'\\''")}'`);
  await run(bin('test-storybook'), runnerArgs, {
    env: { ...process.env, SUMMARY_FILE: summaryFile, GATE_TIMINGS_FILE: timingsFile },
  });
  server.close();
  printGateTimings(timingsFile);
  const summary = existsSync(summaryFile) ? readJson(summaryFile) : { passed: 0, failed: 1 };
  record(
    'storybook',
    summary.passed,
    summary.failed + obsoleteFailures,
    start,
    `${storyIds(path.join(outDir, 'index.json')).length} stories × 2 viewports`,
  );
}

/** Where the gate's time went, summed over its stories (both workers: CPU-seconds, not wall). */
function printGateTimings(file) {
  if (!existsSync(file)) return;
  const lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  const sums = {};
  for (const line of lines) {
    const { id: _id, ...phases } = JSON.parse(line);
    for (const [phase, ms] of Object.entries(phases)) sums[phase] = (sums[phase] ?? 0) + ms;
  }
  const parts = Object.entries(sums).map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(0)}s`);
  console.log(`storybook gate, summed over ${lines.length} stories: ${parts.join(', ')}`);
}

async function e2e() {
  const start = Date.now();
  banner('end-to-end (Playwright)');
  try {
    await build();
  } catch (error) {
    record('e2e', 0, 1, start, error.message);
    return;
  }
  const reportFile = path.join(reports, 'e2e.json');
  reset(reportFile);
  const testArgs = ['test', '-c', 'tests/playwright.config.ts'];
  if (filter) testArgs.push(filter);
  await run(bin('playwright'), testArgs);
  if (!existsSync(reportFile)) {
    record('e2e', 0, 1, start, 'no report');
    return;
  }
  const { stats } = readJson(reportFile);
  // Playwright writes a report with no test when its web server cannot start (a port in use).
  if (stats.expected + stats.unexpected + stats.flaky === 0) {
    record('e2e', 0, 1, start, 'no test ran (see the error above)');
    return;
  }
  record(
    'e2e',
    stats.expected + stats.flaky,
    stats.unexpected,
    start,
    stats.flaky ? `${stats.flaky} flaky` : '',
  );
}

/**
 * The cross-engine suite (tests/engines/run.mjs): Debian's Firefox ESR over WebDriver BiDi and
 * WebKitGTK over WebKitWebDriver under Xvfb, each journey one test; its report is
 * .reports/engines.json, its 375 px review screenshots .reports/engines/.
 */
async function engines() {
  const start = Date.now();
  banner('cross-engine journeys (Firefox ESR, WebKitGTK)');
  try {
    await build();
  } catch (error) {
    record('engines', 0, 1, start, error.message);
    return;
  }
  const reportFile = path.join(reports, 'engines.json');
  reset(reportFile);
  await run(process.execPath, [path.join(root, 'tests/engines/run.mjs')]);
  if (!existsSync(reportFile)) {
    record('engines', 0, 1, start, 'no report');
    return;
  }
  const report = readJson(reportFile);
  record('engines', report.passed, report.failed, start, 'Firefox ESR, WebKitGTK');
}

mkdirSync(reports, { recursive: true });
const needsBrowser = wanted('storybook') || wanted('e2e');
if (needsBrowser && !existsSync(chromiumPath)) {
  console.error(`\nChromium is missing (looked for ${chromiumPath}).`);
  console.error("Install Debian's Chromium:  apt-get update && apt-get install -y chromium");
  console.error('(or point CHROMIUM_PATH at a Chromium binary). No browser is ever downloaded.\n');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

/**
 * The suites, as one queue that two lanes take from: the first lane starts turbo's static checks
 * and unit tests, the second the production build (with the size gate), then each free lane takes
 * the next suite. The longer browser suite comes first, so the last one to start is the shortest.
 * The browser suites share the one build (`build` runs once whoever asks first).
 */
const suites = [
  { names: ['static', 'unit'], run: staticAndUnit },
  { names: ['size'], run: sizeGate },
  { names: ['storybook'], run: storybook },
  { names: ['e2e'], run: e2e },
  { names: ['engines'], run: engines },
];

/** Runs the queue's suites one after another, each taken when this lane is free. */
async function runLane(queue) {
  for (let suite = queue.shift(); suite; suite = queue.shift()) await suite.run();
}

const total = Date.now();
const queue = suites.filter((suite) => suite.names.some(wanted));
await Promise.all(Array.from({ length: serial ? 1 : 2 }, () => runLane(queue)));
results.sort(
  (a, b) =>
    suites.findIndex((s) => s.names.includes(a.suite)) -
    suites.findIndex((s) => s.names.includes(b.suite)),
);

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log('\n\u001b[1mSuite        passed  failed   time  note\u001b[0m');
for (const r of results) {
  console.log(
    `${r.suite.padEnd(12)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${`${r.time}s`.padStart(6)}  ${r.note}`,
  );
}
console.log(`total time ${seconds(total)}s\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
