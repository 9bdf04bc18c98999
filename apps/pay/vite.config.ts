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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadLatinFont(), precompressAssets()],
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
        modulePreload: { polyfill: false },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: { port: Number(process.env.PORT ?? 3000) },
}));
