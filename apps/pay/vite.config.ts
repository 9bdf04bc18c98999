import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { transform } from 'esbuild';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

/** The page's production build (not the server render's, not the dev server). */
const pageBuildOnly: Plugin['apply'] = (_config, env) => env.command === 'build' && !env.isSsrBuild;

/**
 * The web font after the first paint: Inter's @font-face rules leave the HTML's stylesheet and
 * go into the entry (`FONT_FACES` in src/main.tsx), which adds them once the page has painted. The
 * first paint's text is drawn in the local 'Inter Fallback' face (packages/ui: Arial scaled to
 * Inter's metrics), so nothing moves when Inter swaps in; a phone's first paint no longer shares
 * the connection with the 49 kB Latin file (preloaded before, at high priority, it was in
 * Lighthouse's LCP path). Subsets other than Latin load only when a page uses their characters.
 */
function fontFacesAfterFirstPaint(): Plugin {
  const placeholder = '__PAYPAGE_FONT_FACES__';
  return {
    name: 'paypage:font-faces-after-first-paint',
    apply: pageBuildOnly,
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('paypage: index.html is not in the bundle yet');
      const faces = /@font-face\{font-family:Inter Variable;[^}]*\}/g;
      const source = String(html.source);
      const rules = source.match(faces) ?? [];
      if (!rules.some((rule) => rule.includes('/inter-latin-wght-normal-'))) {
        throw new Error('paypage: the Latin font face is missing from the stylesheet');
      }
      html.source = source.replace(faces, '');
      const entries = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' && output.code.includes(placeholder) ? [output] : [],
      );
      const [entry] = entries;
      if (!entry || entries.length !== 1) {
        throw new Error('paypage: the font faces have no single place in the entry');
      }
      // Inside the entry's string literal: escaped as a JSON string's content.
      entry.code = entry.code.replace(placeholder, JSON.stringify(rules.join('')).slice(1, -1));
    },
  };
}

/**
 * Writes the entry's stylesheet into index.html (a `<style>` in place of its `<link>`): the first
 * paint then waits for the HTML alone, not for a second request (a round trip and more on a phone
 * network: the CSS was most of the LCP's render delay). It is about 8 kB gzip, sent with every
 * page; a payer opens one or two. The font's `Inter Fallback` face (packages/ui) has Inter's
 * metrics, so the text painted before the font arrives does not move when it swaps in.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'paypage:inline-entry-stylesheet',
    apply: pageBuildOnly,
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
        if (links.length !== 1) throw new Error('paypage: index.html should link one stylesheet');
        const [link, file] = links[0]!;
        const asset = context.bundle?.[file!];
        if (asset?.type !== 'asset') throw new Error(`paypage: ${file} is not in the build`);
        const css = String(asset.source);
        if (css.includes('</style')) throw new Error('paypage: the stylesheet cannot be inlined');
        return html.replace(link, () => `<style>${css}</style>`);
      },
    },
  };
}

/**
 * The files the hydration runs: `src/hydrate.tsx`'s chunk and every chunk it imports, in the order
 * the browser will need them.
 */
function hydrationFiles(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const hydrate = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/hydrate.tsx'));
  if (!hydrate) throw new Error('paypage: the build has no hydration chunk');
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName)) return;
    files.push(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(hydrate.fileName);
  return files;
}

/**
 * The page's one script before its first paint is the early-tap recorder, written into the HTML
 * (public/early-actions.js, minified; the API's Content-Security-Policy allows it by its hash:
 * apps/api/src/security.ts, `inlineScriptHashes`). It starts the app once the page has painted:
 * its tag's `data-modules` lists the entry and the entry's static imports (their `<script>` and
 * `modulepreload` links leave the HTML), `data-preload` the hydration's modules. Lighthouse's
 * simulated LCP counts every request that ends before the observed LCP: inline, the recorder
 * cannot fail to load, and no request comes before the paint (docs/decisions.md).
 */
function entryAfterPaint(): Plugin {
  let recorderFile = '';
  return {
    name: 'paypage:entry-after-paint',
    apply: pageBuildOnly,
    configResolved(config) {
      recorderFile = path.join(config.publicDir, 'early-actions.js');
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const entries = [
          ...html.matchAll(
            /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g,
          ),
        ];
        if (entries.length !== 1) throw new Error('paypage: index.html should have one entry');
        const preloads = [
          ...html.matchAll(
            /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g,
          ),
        ];
        const recorder = '<script src="/early-actions.js" async></script>';
        if (!html.includes(recorder)) throw new Error('paypage: the early-tap recorder is missing');
        if (!context.bundle) throw new Error('paypage: the bundle is not there yet');
        const modules = [entries[0]![1]!, ...preloads.map((match) => match[1]!)];
        const hydration = hydrationFiles(context.bundle)
          .map((file) => `/${file}`)
          .filter((file) => !modules.includes(file));
        const { code } = await transform(readFileSync(recorderFile, 'utf8'), {
          minify: true,
          target: 'es2017',
        });
        if (/<\/script|<!--/i.test(code))
          throw new Error('paypage: the recorder cannot be inlined');
        let out = html;
        for (const [tag] of [...entries, ...preloads]) out = out.replace(tag, '');
        return out.replace(
          recorder,
          () =>
            `<script data-modules="${modules.join(' ')}" data-preload="${hydration.join(' ')}">${code.trim()}</script>`,
        );
      },
    },
  };
}

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text asset
 * of the build, once, so the server sends them compressed without compressing per request (the
 * local server picks one by the request's Accept-Encoding). Fonts are already compressed.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'paypage:precompress',
    apply: pageBuildOnly,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    inlineEntryStylesheet(),
    entryAfterPaint(),
    fontFacesAfterFirstPaint(),
    precompressAssets(),
  ],
  // The server render bundles its packages, React's included, built for production: React and
  // React DOM's server renderer are their production builds whatever environment the API runs in
  // (as externals they would pick their development builds wherever NODE_ENV is not set, several
  // times slower per render).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? {
        // The server render (src/entry-server.tsx) for apps/api: Node, beside the page's build.
        outDir: 'dist-server',
        target: 'node20',
        sourcemap: true,
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : {
        target: 'es2022',
        sourcemap: true,
        reportCompressedSize: false,
        manifest: true,
        // Every browser the page supports has module preload; no polyfill in the first load.
        // (Preloading the hydration's modules matters: a preloaded module is compiled off the
        // main thread. Without the links the same evaluation measured 246 ms instead of 156 ms
        // of main thread at 4× CPU slowdown, though writing the 45 links costs about 100 ms.)
        modulePreload: {
          polyfill: false,
          // The entry preloads the hydration itself, in slices (src/main.tsx).
          resolveDependencies: (filename, deps) =>
            /(^|\/)hydrate-[\w-]+\.js$/.test(filename) ? [] : deps,
        },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: { port: Number(process.env.PORT ?? 3000) },
}));
