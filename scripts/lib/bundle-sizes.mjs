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
   * included: the measured figure (127.2 kB) + 5 %. It may come down (the app's own code on the
   * first screen), never go up without a note.
   */
  liveJs: 133_600,
  firstLoadCss: 15_000,
  /**
   * The payer page's card chunk: a ceiling just above its figure. It holds the billing address
   * (the payer page always asks for it, so its modes, postal-code formats and datasets' client are
   * not lazy there) and the translations' lookup; the bin lookup, dual-brand, Korean, Click to
   * Pay and fingerprint views are lazy chunks of their own.
   */
  sandboxCardChunk: 25_400,
  /** Each secured field frame: its document, script and stylesheet, its figure + 5 % (7.1 kB). */
  securedFieldFrame: 7_510,
  /**
   * The card widget package (packages/widget), each figure + 5 %: the ESM's first load (React is
   * the app's), the script tag's first load (its classic script, module and their static imports,
   * React included), its stylesheet, and each chunk loaded later by the module it is named after
   * (a chunk two parts share is named after its first module), the larger of its two builds.
   */
  widget: {
    esmFirstLoad: 56_150,
    scriptFirstLoad: 125_280,
    css: 6_740,
    chunks: {
      'address-search': 1_670,
      'adyen-session-widget': 3_200,
      'analytics-sender': 1_380,
      badge: 600,
      'bin-lookup-client': 650,
      dialog: 10_750,
      'disclaimer-message': 450,
      dist: 440,
      'dual-brand-switcher': 500,
      // Adyen Web (`@adyen/adyen-web`'s `es` build), loaded only in the test and live environments.
      es: 172_990,
      'fast-checkout-section': 4_490,
      'gift-card-section': 3_450,
      'hidden-form': 210,
      'info-dialog': 610,
      'instalments-field': 1_630,
      'korean-tax-number-field': 720,
      links: 480,
      'locale-ko-kr': 4_040,
      'locale-pt-br': 3_790,
      'order-calls': 440,
      // `onPaymentMethodsRequest`'s part: loaded once a partial payment's order asks (0.67 kB).
      'payment-methods-request': 700,
      'post-form': 210,
      // The production wallets' part, the slot for Google's own button included (3.50 kB).
      'production-wallet-buttons': 3_660,
      'radio-card-group': 7_220,
      'redirect-view': 900,
      'restore-order': 900,
      'sdk-loader': 460,
      'session-calls': 1_110,
      'session-client': 1_340,
      'stored-card-form': 3_210,
      'three-ds-challenge': 1_630,
      'three-ds-fingerprint-frame': 1_090,
      'wallet-sheet': 1_370,
      'widget-click-to-pay': 8_800,
    },
  },
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

/** The card widget package's build (packages/widget/dist, `npm run build -w @paypage/widget`). */
export const widgetDir = path.join(root, 'packages/widget/dist');

/** A chunk's name, from the module it starts with (`chunks/session-calls-ab12cd34.js` → `session-calls`). */
export function chunkName(file) {
  return /(?:^|\/)([a-z0-9-]+)-[a-z0-9]{8}\.js$/.exec(file)?.[1] ?? file;
}

/** The files a module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(code) {
  return [...code.matchAll(/\bfrom\s*"(\.[^"]+)"|\bimport\s*"(\.[^"]+)"/g)].map(
    (match) => match[1] ?? match[2],
  );
}

/**
 * The widget's files (gzip and raw), for each of its builds (packages/widget/scripts/build.mjs):
 * `initial` is what a page loads before the widget runs — the ESM's entry and its static imports
 * (React and React DOM are the app's), the script tag's classic script, its module and their
 * static imports (React among them); `parts` are every other chunk (loaded by an `import()` when
 * a form shows it), each listed; `total` sums both.
 */
export function readWidget() {
  const cdn = path.join(widgetDir, 'cdn');
  if (!existsSync(path.join(cdn, 'manifest.json'))) {
    throw new Error('No widget build: run the production build first (npm run build).');
  }
  const manifest = JSON.parse(readFileSync(path.join(cdn, 'manifest.json'), 'utf8'));
  const size = (dir, file) => {
    const content = readFileSync(path.join(dir, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  };
  const sum = (files) =>
    files.reduce((total, file) => ({ raw: total.raw + file.raw, gzip: total.gzip + file.gzip }), {
      raw: 0,
      gzip: 0,
    });
  const build = (dir, entries) => {
    const loaded = new Set();
    const visit = (file) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const code = readFileSync(path.join(dir, file), 'utf8');
      for (const imported of staticImports(code)) visit(path.join(path.dirname(file), imported));
    };
    entries.forEach(visit);
    const chunks = readdirSync(path.join(dir, 'chunks')).map((file) => `chunks/${file}`);
    const initialFiles = [...loaded].map((file) => size(dir, file));
    const parts = chunks
      .filter((file) => !loaded.has(file))
      .sort()
      .map((file) => size(dir, file));
    const initial = { ...sum(initialFiles), files: initialFiles };
    return { ...initial, initial, parts, total: sum([...initialFiles, ...parts]) };
  };
  const chunkModules = path.join(widgetDir, 'chunk-modules.json');
  if (!existsSync(chunkModules)) throw new Error('No widget chunk list: rebuild the widget.');
  return {
    /** Each build's files and the modules with code in each (packages/widget/scripts/build.mjs). */
    modules: JSON.parse(readFileSync(chunkModules, 'utf8')),
    esm: build(path.join(widgetDir, 'esm'), ['index.js']),
    script: build(cdn, [manifest.script.file, manifest.module.file]),
    css: size(widgetDir, 'paypage-widget.css'),
  };
}

/**
 * The modules found in more than one file of one build (`{ file: [module, …] }`), each with the
 * files holding it: a part loaded later must import what it shares, never carry its own copy.
 */
export function modulesInSeveralFiles(files) {
  const holders = new Map();
  for (const [file, modules] of Object.entries(files)) {
    for (const module of modules) holders.set(module, [...(holders.get(module) ?? []), file]);
  }
  return [...holders]
    .filter(([, held]) => held.length > 1)
    .map(([module, held]) => ({ module, files: held }));
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
