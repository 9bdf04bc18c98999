// Render time of the invoice panel (the kit's LineItemPanel, expanded) with 10, 100 and 1,000
// line items, in Debian Chromium: a production build of a one-component page, 5 warm-up renders,
// then the median of 15. Prints a table; `--json <file>` saves the figures.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromiumLaunchFlags, chromiumPath } from '../../tests/support/chromium.mjs';
import { viewports } from '../../tests/support/viewports.mjs';
import { serveStatic } from '../lib/serve-static.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'paypage-render-'));
writeFileSync(
  path.join(dir, 'index.html'),
  `<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="${path.join(here, 'invoice-panel-page.tsx')}"></script></body></html>`,
);
await build({
  root: dir,
  configFile: false,
  logLevel: 'error',
  plugins: [react(), tailwindcss()],
  build: { outDir: path.join(dir, 'dist') },
});

const server = await serveStatic(path.join(dir, 'dist'), 0);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumLaunchFlags });
const results = [];
try {
  const page = await browser.newPage({ viewport: viewports.desktop });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => 'renderPanel' in window);
  for (const count of [10, 100, 1000]) {
    const times = await page.evaluate((n) => {
      const render = window.renderPanel;
      for (let i = 0; i < 5; i += 1) render(n);
      return Array.from({ length: 15 }, () => render(n));
    }, count);
    times.sort((a, b) => a - b);
    results.push({
      items: count,
      medianMs: Number(times[7].toFixed(2)),
      p90Ms: Number(times[13].toFixed(2)),
    });
  }
} finally {
  await browser.close();
  server.close();
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  '\n\u001b[1mInvoice panel render (expanded, Chromium, median of 15 after 5 warm-ups)\u001b[0m',
);
console.log('items   median      p90   per item');
for (const r of results) {
  console.log(
    `${String(r.items).padStart(5)}  ${`${r.medianMs} ms`.padStart(9)}  ${`${r.p90Ms} ms`.padStart(9)}  ${`${((r.medianMs / r.items) * 1000).toFixed(0)} µs`.padStart(8)}`,
  );
}
const jsonIndex = process.argv.indexOf('--json');
if (jsonIndex !== -1) {
  const file = process.argv[jsonIndex + 1];
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(results, null, 2));
}
