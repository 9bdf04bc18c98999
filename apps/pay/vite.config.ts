import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

/**
 * Preloads the bundled font's Latin subset (the text of every screen), so the first paint of the
 * amount is in the product's font and nothing reflows when it arrives. Other subsets load only
 * when a page uses their characters (their @font-face unicode-range).
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'paypage:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('paypage: the Latin font file is missing from the build');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
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
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
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

/**
 * Writes into the built entry the files the hydration runs: `src/hydrate.tsx`'s chunk and every
 * chunk it imports, in the order the browser will need them (see `HYDRATION_MODULES` in
 * src/main.tsx). The entry preloads them itself, a few per task, after the first paint.
 */
function listHydrationModules(): Plugin {
  const placeholder = '__PAYPAGE_HYDRATION_MODULES__';
  return {
    name: 'paypage:hydration-modules',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle(_options, bundle) {
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
      const entries = chunks.filter((chunk) => chunk.code.includes(placeholder));
      if (entries.length !== 1) throw new Error('paypage: the hydration list has no single place');
      entries[0]!.code = entries[0]!.code.replace(placeholder, files.join(','));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    preloadLatinFont(),
    listHydrationModules(),
    precompressAssets(),
  ],
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
