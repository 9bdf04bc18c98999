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

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadLatinFont()],
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    manifest: true,
    // Every browser the page supports has module preload; no polyfill in the first load.
    modulePreload: { polyfill: false },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: { port: Number(process.env.PORT ?? 3000) },
});
