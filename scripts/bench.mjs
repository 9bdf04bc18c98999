// `npm run bench`: the performance figures of paypage, printed as tables (and saved to
// .reports/bench.json). Timings are reported here, never asserted in tests.
//
//   1. bundle sizes: first-load JS and CSS of /pay/{token}, every lazy chunk (gzip and raw)
//   2. the same bundler's build of @adyen/adyen-web core + Card beside the sandbox card chunk
//   3. Lighthouse mobile (default simulated throttling), median of 3 runs, on /pay/{token}
//      (UNPAID, all methods) and on a receipt: scores, LCP, TBT, CLS
//   3b. ready: the time from navigation to `html[data-ready]` (the page is live) in Chromium,
//      without throttling and under Lighthouse's mobile throttling (CDP: CPU 4×, 150 ms RTT),
//      a fresh browser context (cold cache) per run, median of 5 per page
//   3c. card form ready: from pressing Continue on /pay/{token} (card) to a ready card form (its
//      secured frames configured, `data-status="ready"`) under Lighthouse's mobile throttling
//      (CDP: CPU 4× slower, 150 ms RTT, 1.6 Mbps down, 750 kbps up), cold cache, median of 5
//   3d. a tap during a long render: /pay/{token} with 200 line items (the contract's maximum),
//      CPU 4× slower (CDP): 'See line items' pressed, then at once 'More options'; the time from
//      that press to the frame after the other options show, median of 5 (whether the list was
//      still rendering at the press is reported beside it)
//   3e. GET /pay/{token} (the server render) under load on loopback (autocannon, 10 connections,
//      10 s, 127.0.0.1 only): throughput and latency
//   4. GET /api/v1/collect/{token} under load on loopback (autocannon): throughput and p99
//   5. render time of the invoice panel with 10, 100 and 1,000 line items in Chromium
//
// Options: --runs N (Lighthouse runs per page, default 3),
//          --skip lighthouse,ready,continue,tap,ssr,load,render,adyen,
//          --lhr DIR (each Lighthouse run's full report as JSON in DIR: which requests the
//          simulated LCP counted, the server's response time, the critical request chains),
//          --log (appends every table of the run to docs/bench-log.md, dated, with the commit
//          and the machine's load)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchFlags, chromiumPath } from '../tests/support/chromium.mjs';
import { budgets, kb, readBundle, readFrames, readWidget } from './lib/bundle-sizes.mjs';
import { bin, root, run } from './lib/proc.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};
const runs = Number(option('--runs', '3'));
const lhrDir = option('--lhr', null);
const skip = new Set((option('--skip', '') ?? '').split(',').filter(Boolean));
const report = { date: new Date().toISOString() };
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** Every table the run prints, for `--log`. */
const printed = [];
const table = (title, header, rows) => {
  printed.push({ title, header, rows });
  console.log(`\n\u001b[1m${title}\u001b[0m`);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])))
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
};
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

process.env.TURBO_TELEMETRY_DISABLED = '1';
console.log('Building the app and the API…');
if ((await run(bin('turbo'), ['run', 'build', '--output-logs=errors-only'])) !== 0) process.exit(1);

// 1. Bundle sizes
const bundle = readBundle();
report.bundle = bundle;
const cardChunk = bundle.lazy.find((chunk) => /sandbox-card/i.test(chunk.source));
table(
  'Bundle (gzip / raw)',
  ['', 'gzip', 'raw', 'budget'],
  [
    [
      'first-load JS',
      kb(bundle.firstLoad.js.gzip),
      kb(bundle.firstLoad.js.raw),
      `≤ ${kb(budgets.firstLoadJs)}`,
    ],
    [
      'first-load CSS',
      kb(bundle.firstLoad.css.gzip),
      kb(bundle.firstLoad.css.raw),
      `≤ ${kb(budgets.firstLoadCss)}`,
    ],
    [
      'JS to make the first screen live (after its paint)',
      kb(bundle.live.js.gzip),
      kb(bundle.live.js.raw),
      `≤ ${kb(budgets.liveJs)}`,
    ],
    ...bundle.lazy.map((chunk) => [
      `lazy ${chunk.source}`,
      kb(chunk.gzip + chunk.css.reduce((sum, c) => sum + c.gzip, 0)),
      kb(chunk.raw + chunk.css.reduce((sum, c) => sum + c.raw, 0)),
      chunk === cardChunk ? `≤ ${kb(budgets.sandboxCardChunk)}` : '',
    ]),
  ],
);

// 2. Adyen Web core + Card, built by the same bundler (Vite), beside the sandbox card chunk
if (!skip.has('adyen')) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paypage-adyen-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><body><div id="c"></div><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(
    path.join(dir, 'main.js'),
    "import { AdyenCheckout, Card } from '@adyen/adyen-web';\nimport '@adyen/adyen-web/styles/adyen.css';\nconst checkout = await AdyenCheckout({ environment: 'test', clientKey: 'test_X', countryCode: 'US', locale: 'en-US', amount: { value: 100, currency: 'USD' } });\nnew Card(checkout).mount('#c');\n",
  );
  const { build } = await import('vite');
  await build({
    root: dir,
    logLevel: 'error',
    resolve: { alias: {} },
    build: { outDir: path.join(dir, 'dist'), target: 'es2022' },
    configFile: false,
    cacheDir: path.join(dir, '.vite'),
    server: { fs: { allow: [root] } },
    plugins: [
      {
        name: 'resolve-from-workspace',
        async resolveId(source, importer, options) {
          if (source.startsWith('@adyen/'))
            return this.resolve(source, path.join(root, 'package.json'), {
              ...options,
              skipSelf: true,
            });
          return null;
        },
      },
    ],
  });
  const assets = path.join(dir, 'dist/assets');
  const files = (await import('node:fs')).readdirSync(assets);
  const total = (ext) =>
    files
      .filter((f) => f.endsWith(ext))
      .map((f) => readFileSync(path.join(assets, f)))
      .reduce(
        (sum, content) => ({
          raw: sum.raw + content.length,
          gzip: sum.gzip + gzipSync(content, { level: 9 }).length,
        }),
        { raw: 0, gzip: 0 },
      );
  const adyen = { js: total('.js'), css: total('.css') };
  rmSync(dir, { recursive: true, force: true });
  report.adyen = adyen;
  const sandboxGzip = cardChunk
    ? cardChunk.gzip + cardChunk.css.reduce((sum, c) => sum + c.gzip, 0)
    : null;
  table(
    'Card widget: the reference widget vs ours (gzip)',
    ['', 'JS', 'CSS', 'total'],
    [
      [
        '@adyen/adyen-web core + Card',
        kb(adyen.js.gzip),
        kb(adyen.css.gzip),
        kb(adyen.js.gzip + adyen.css.gzip),
      ],
      [
        'sandbox card widget chunk',
        cardChunk ? kb(cardChunk.gzip) : 'n/a',
        cardChunk ? kb(cardChunk.css.reduce((s, c) => s + c.gzip, 0)) : 'n/a',
        sandboxGzip ? kb(sandboxGzip) : 'n/a',
      ],
    ],
  );
  if (sandboxGzip) {
    const ratio = (adyen.js.gzip + adyen.css.gzip) / sandboxGzip;
    report.adyenRatio = ratio;
    console.log(`ratio: the reference widget is ${ratio.toFixed(1)}× the sandbox card chunk`);
  }
}

// 2b. The card widget package: its ESM, its script tag with its CSS, every chunk, and each
// secured field frame, beside Adyen Web core + Card (when measured above)
{
  const widget = readWidget();
  const frames = readFrames();
  report.widget = { ...widget, frames };
  const rows = [
    [
      'widget ESM first load (React and React DOM are the app’s)',
      kb(widget.esm.gzip),
      kb(widget.esm.raw),
      `≤ ${kb(budgets.widget.esmFirstLoad)}`,
    ],
    ['widget ESM with its lazy chunks', kb(widget.esm.total.gzip), kb(widget.esm.total.raw), ''],
    [
      'widget script tag first load (React included)',
      kb(widget.script.gzip),
      kb(widget.script.raw),
      `≤ ${kb(budgets.widget.scriptFirstLoad)}`,
    ],
    [
      'widget script tag with its lazy chunks',
      kb(widget.script.total.gzip),
      kb(widget.script.total.raw),
      '',
    ],
    ['widget CSS', kb(widget.css.gzip), kb(widget.css.raw), `≤ ${kb(budgets.widget.css)}`],
    [
      'widget script tag + CSS',
      kb(widget.script.gzip + widget.css.gzip),
      kb(widget.script.raw + widget.css.raw),
      '',
    ],
    ...widget.esm.parts.map((part) => [
      `widget chunk ${part.file}`,
      kb(part.gzip),
      kb(part.raw),
      '',
    ]),
    ...frames.map((frame) => [
      `frame ${frame.name} (document + script + CSS)`,
      kb(frame.gzip),
      kb(frame.raw),
      `≤ ${kb(budgets.securedFieldFrame)}`,
    ]),
  ];
  if (report.adyen) {
    const { js, css } = report.adyen;
    rows.push([
      '@adyen/adyen-web core + Card (JS + CSS)',
      kb(js.gzip + css.gzip),
      kb(js.raw + css.raw),
      '',
    ]);
  }
  table('Embeddable card widget and frames', ['', 'gzip', 'raw', 'budget'], rows);
}

// 3. Lighthouse on the served app (fresh data, sample requests)
const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paypage-bench-'));
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATA_RESET: '1',
    RATE_LIMIT: 'off',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  server.stdout.on('data', (chunk) => String(chunk).includes('paypage is running') && resolve());
});
const origin = `http://localhost:${port}`;
try {
  const { paymentRequests } = await (
    await fetch(`${origin}/api/v1/sandbox/payment-requests`)
  ).json();
  const byLabel = (label) => paymentRequests.find((r) => r.label === label);
  const unpaid =
    byLabel('invoice-all-methods') ?? paymentRequests.find((r) => r.status === 'UNPAID');
  const paid = byLabel('paid') ?? paymentRequests.find((r) => r.status === 'PAID');
  const pages = [
    { name: '/pay/{token} (UNPAID, all methods)', url: `${origin}${unpaid.url}` },
    { name: '/pay/{token}/receipt (PAID)', url: `${origin}${paid.url}/receipt` },
  ];

  if (!skip.has('lighthouse')) {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const rows = [];
    report.lighthouse = [];
    for (const page of pages) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) {
        const chrome = await chromeLauncher.launch({
          chromePath: chromiumPath,
          chromeFlags: chromiumLaunchFlags,
        });
        try {
          const result = await lighthouse(page.url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          });
          const { categories, audits } = result.lhr;
          if (lhrDir) {
            mkdirSync(lhrDir, { recursive: true });
            const slug = page.name.includes('receipt') ? 'receipt' : 'pay';
            writeFileSync(path.join(lhrDir, `${slug}-${i + 1}.json`), JSON.stringify(result.lhr));
          }
          samples.push({
            performance: categories.performance.score * 100,
            accessibility: categories.accessibility.score * 100,
            bestPractices: categories['best-practices'].score * 100,
            lcp: audits['largest-contentful-paint'].numericValue,
            tbt: audits['total-blocking-time'].numericValue,
            cls: audits['cumulative-layout-shift'].numericValue,
            failing: Object.values(audits)
              .filter(
                (a) =>
                  a.score !== null &&
                  a.score < 1 &&
                  ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
                  ![
                    'largest-contentful-paint',
                    'total-blocking-time',
                    'cumulative-layout-shift',
                    'first-contentful-paint',
                    'speed-index',
                    'interactive',
                    'max-potential-fid',
                  ].includes(a.id),
              )
              .map((a) => a.id),
          });
        } finally {
          await chrome.kill();
        }
      }
      const m = (key) => median(samples.map((s) => s[key]));
      const summary = {
        page: page.name,
        runs: samples.length,
        performance: m('performance'),
        accessibility: m('accessibility'),
        bestPractices: m('bestPractices'),
        lcpMs: Math.round(m('lcp')),
        tbtMs: Math.round(m('tbt')),
        cls: Number(m('cls').toFixed(3)),
        failingAudits: [...new Set(samples.flatMap((s) => s.failing))],
      };
      report.lighthouse.push(summary);
      rows.push([
        page.name,
        summary.performance,
        summary.accessibility,
        summary.bestPractices,
        `${(summary.lcpMs / 1000).toFixed(2)} s`,
        `${summary.tbtMs} ms`,
        summary.cls,
      ]);
    }
    table(
      `Lighthouse mobile, median of ${runs} (budgets: perf ≥ 98, a11y 100, best practices 100, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01)`,
      ['page', 'perf', 'a11y', 'best pr.', 'LCP', 'TBT', 'CLS'],
      rows,
    );
    for (const summary of report.lighthouse) {
      if (summary.failingAudits.length)
        console.log(`  ${summary.page}: audits below 100: ${summary.failingAudits.join(', ')}`);
    }
  }

  if (!skip.has('ready')) {
    const { chromium } = await import('playwright');
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumLaunchFlags,
    });
    const rows = [];
    report.ready = [];
    try {
      for (const page of pages) {
        for (const throttled of [false, true]) {
          const samples = [];
          for (let i = 0; i < 5; i += 1) {
            const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
            // The moment the app marks <html data-ready>, in the page's clock (ms after
            // navigation); the document is watched, as the script runs before <html> exists.
            await context.addInitScript(() => {
              new MutationObserver((_records, observer) => {
                if (!document.documentElement?.hasAttribute('data-ready')) return;
                window.__paypageReadyAt = performance.now();
                observer.disconnect();
              }).observe(document, { subtree: true, attributeFilter: ['data-ready'] });
            });
            const tab = await context.newPage();
            if (throttled) await throttleAsLighthouseMobile(context, tab);
            await tab.goto(page.url);
            await tab.waitForFunction(() => window.__paypageReadyAt !== undefined, null, {
              timeout: 60_000,
            });
            samples.push(await tab.evaluate(() => window.__paypageReadyAt));
            await context.close();
          }
          const summary = {
            page: page.name,
            throttled,
            runs: samples.length,
            readyMs: Math.round(median(samples)),
          };
          report.ready.push(summary);
          rows.push([
            page.name,
            throttled ? 'CPU 4×, 150 ms RTT, 1.6 Mbps' : 'none',
            `${summary.readyMs} ms`,
            samples.map(Math.round).join(' '),
          ]);
        }
      }
    } finally {
      await browser.close();
    }
    table(
      `Ready (html[data-ready] after navigation, cold cache), median of 5; load average ${os.loadavg()[0].toFixed(1)}`,
      ['page', 'throttling', 'ready', 'runs (ms)'],
      rows,
    );
  }

  if (!skip.has('continue')) {
    report.cardFormReady = await cardFormReady(origin);
    const { samples, medianMs } = report.cardFormReady;
    table(
      `Continue → ready card form on /pay/{token} (card), Lighthouse mobile throttling (CPU 4×, 150 ms RTT, 1.6 Mbps down, 750 kbps up), cold cache, median of ${samples.length}; load average ${os.loadavg()[0].toFixed(1)}`,
      ['', 'median', 'runs (ms)'],
      [['Continue → card form ready', `${medianMs} ms`, samples.join(' ')]],
    );
  }

  if (!skip.has('tap')) {
    report.tapDuringRender = await tapDuringRender(origin);
    const { samples, medianMs, busyAtTap } = report.tapDuringRender;
    table(
      `A tap during the line items' render (200 items, CPU 4× slower), median of ${samples.length}; load average ${os.loadavg()[0].toFixed(1)}`,
      ['', 'median', 'runs (ms)', 'list still rendering at the tap'],
      [
        [
          "press on 'More options' → options shown, next frame",
          `${medianMs} ms`,
          samples.join(' '),
          `${busyAtTap}/${samples.length}`,
        ],
      ],
    );
  }

  if (!skip.has('ssr')) {
    const { default: autocannon } = await import('autocannon');
    // 127.0.0.1, the server's own address: the load stays on loopback, 10 s at most.
    const url = `http://127.0.0.1:${port}${unpaid.url}`;
    const result = await autocannon({ url, connections: 10, duration: 10 });
    report.serverRender = {
      connections: 10,
      durationSeconds: 10,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      non2xx: result.non2xx,
      errors: result.errors,
    };
    const { requestsPerSecond, latencyMs, non2xx, errors } = report.serverRender;
    table(
      `GET /pay/{token} (server render), 10 connections, 10 s; load average ${os.loadavg()[0].toFixed(1)}`,
      ['', 'req/s', 'p50', 'p99', 'max', 'non-2xx', 'errors'],
      [
        [
          '/pay/{token} (UNPAID, all methods)',
          requestsPerSecond,
          `${latencyMs.p50} ms`,
          `${latencyMs.p99} ms`,
          `${latencyMs.max} ms`,
          non2xx,
          errors,
        ],
      ],
    );
  }
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

// 4. collect under load
if (!skip.has('load')) {
  const out = path.join(root, '.reports/bench-collect.json');
  await run(process.execPath, [
    path.join(root, 'apps/api/bench/collect.mjs'),
    '--duration',
    '10',
    '--connections',
    '10',
    '--json',
    out,
  ]);
  if (existsSync(out)) report.collect = JSON.parse(readFileSync(out, 'utf8'));
}

// 5. Invoice panel render time
if (!skip.has('render')) {
  const script = path.join(root, 'scripts/bench/invoice-panel.mjs');
  if (existsSync(script)) {
    const out = path.join(root, '.reports/bench-render.json');
    await run(process.execPath, [script, '--json', out]);
    if (existsSync(out)) report.render = JSON.parse(readFileSync(out, 'utf8'));
  }
}

mkdirSync(path.join(root, '.reports'), { recursive: true });
writeFileSync(path.join(root, '.reports/bench.json'), JSON.stringify(report, null, 2));
console.log('\nSaved .reports/bench.json');

if (args.includes('--log')) {
  const commit = await new Promise((resolve) => {
    const git = spawn('git', ['rev-parse', '--short', 'HEAD'], { cwd: root });
    let out = '';
    git.stdout.on('data', (chunk) => (out += chunk));
    git.on('close', () => resolve(out.trim() || 'unknown'));
  });
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const cell = (value) => String(value).replaceAll('|', '\\|');
  const sections = printed.map(({ title, header, rows }) =>
    [
      `### ${title}`,
      '',
      `| ${header.map(cell).join(' | ')} |`,
      `| ${header.map(() => '---').join(' | ')} |`,
      ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
    ].join('\n'),
  );
  const entry = [
    `## ${report.date.slice(0, 10)} · ${commit} · load ${load} on ${os.cpus().length} cores`,
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
  const log = path.join(root, 'docs/bench-log.md');
  writeFileSync(log, `${readFileSync(log, 'utf8').trimEnd()}\n\n${entry}`);
  console.log('Appended the figures to docs/bench-log.md');
}

/** A sandbox payment request for the browser figures: a $640.00 card request, or as `extra` says. */
async function createRequest(origin, extra = {}) {
  const created = await fetch(`${origin}/api/v1/sandbox/payment-requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      merchant: { name: 'Bluebird Plumbing & Heating' },
      amountInCents: 64_000,
      paymentMethod: ['Card'],
      recipient: { email: 'sam@example.com', phoneNumber: null },
      ...extra,
    }),
  });
  if (created.status !== 201) throw new Error(`payment request: ${created.status}`);
  return created.json();
}

/**
 * 3c: the time from pressing Continue on a card payment's method selection to its card form being
 * ready (the widget's `data-status="ready"`: every secured frame configured), in the page's clock,
 * throttled as Lighthouse's mobile preset (Chrome DevTools Protocol), a fresh context per run.
 */
async function cardFormReady(origin, runsWanted = 5) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumLaunchFlags,
  });
  const samples = [];
  try {
    for (let i = 0; i < runsWanted; i += 1) {
      const { url } = await createRequest(origin);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      // Continue's press and the card form's ready status, in the page's clock.
      await context.addInitScript(() => {
        addEventListener(
          'click',
          (event) => {
            const button = event.target instanceof Element ? event.target.closest('button') : null;
            if (button?.textContent?.trim() === 'Continue to payment') {
              window.__continueAt ??= performance.now();
            }
          },
          true,
        );
        new MutationObserver((_records, observer) => {
          if (!document.querySelector('[data-slot="card-widget"][data-status="ready"]')) return;
          window.__cardReadyAt = performance.now();
          observer.disconnect();
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      const tab = await context.newPage();
      await throttleAsLighthouseMobile(context, tab);
      await tab.goto(`${origin}${url}`);
      await tab.waitForFunction(() => document.documentElement.hasAttribute('data-ready'), null, {
        timeout: 60_000,
      });
      await tab.getByRole('button', { name: 'Continue to payment' }).click();
      await tab.waitForFunction(() => window.__cardReadyAt !== undefined, null, {
        timeout: 60_000,
      });
      samples.push(
        Math.round(await tab.evaluate(() => window.__cardReadyAt - window.__continueAt)),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { samples, medianMs: Math.round(median(samples)) };
}

/**
 * 3d: a press answered while a long list renders. A payment page with 200 line items (the
 * contract's maximum) at desktop width, CPU 4× slower (CDP), live: 'See line items' is pressed,
 * then at once 'More options'. The time from that press (the event's time stamp) to the frame
 * after the other methods' options show, in the page's clock. The list's rows after the first
 * ones are a deferred render (`useDeferredValue`, packages/ui's LineItemPanel): the press should
 * not wait for it. Whether the list was still rendering (`aria-busy`) at the press is recorded.
 */
async function tapDuringRender(origin, runsWanted = 5) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumLaunchFlags,
  });
  const items = Array.from({ length: 200 }, (_, index) => ({
    description: `Line ${index + 1}: replacement valve, fittings and an hour of labour on site`,
    quantity: 1,
    unitPrice: 320,
  }));
  const samples = [];
  let busyAtTap = 0;
  try {
    for (let i = 0; i < runsWanted; i += 1) {
      const { url } = await createRequest(origin, {
        paymentMethod: ['Card', 'ACH', 'PayByWire'],
        merchantInvoice: { lineItems: items },
      });
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await tab.goto(`${origin}${url}`);
      await tab.waitForFunction(() => document.documentElement.hasAttribute('data-ready'), null, {
        timeout: 60_000,
      });
      // The payer's press: 'More options', answered when the other methods' options show.
      const more = tab.getByRole('button', { name: 'More options' });
      await more.waitFor();
      await more.evaluate((button) => {
        button.addEventListener(
          'pointerdown',
          (event) => {
            window.__tapAt = event.timeStamp;
            window.__busyAtTap = document.querySelector('ul[aria-busy]') !== null;
          },
          { capture: true, once: true },
        );
        new MutationObserver((_records, observer) => {
          if (document.querySelectorAll('[role="radio"]').length < 2) return;
          observer.disconnect();
          requestAnimationFrame(() => (window.__answeredAt = performance.now()));
        }).observe(document.getElementById('root'), { childList: true, subtree: true });
      });
      const box = await more.boundingBox();
      if (!box) throw new Error('More options has no box');
      await tab.getByRole('button', { name: 'See line items' }).click();
      await tab.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      // The press reached the button (it had not moved when the list opened).
      if (!(await tab.evaluate(() => window.__tapAt !== undefined)))
        throw new Error("the press missed 'More options'");
      await tab.waitForFunction(() => window.__answeredAt !== undefined, null, {
        timeout: 30_000,
      });
      const run = await tab.evaluate(() => ({
        ms: window.__answeredAt - window.__tapAt,
        busy: window.__busyAtTap,
      }));
      samples.push(Math.round(run.ms));
      if (run.busy) busyAtTap += 1;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { samples, medianMs: Math.round(median(samples)), busyAtTap };
}

/** Lighthouse's mobile throttling through CDP: CPU 4× slower, 150 ms RTT, 1.6 Mbps / 750 kbps. */
async function throttleAsLighthouseMobile(context, tab) {
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1000 * 1000) / 8,
    uploadThroughput: (750 * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
