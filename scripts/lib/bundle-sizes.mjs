// Sizes of the production build of apps/pay, read from Vite's manifest: what the first load of
// /pay/{token} fetches (the entry and its static imports, the CSS they link), and every lazy chunk.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './proc.mjs';

export const distDir = path.join(root, 'apps/pay/dist');

/** Budgets in bytes (gzip), kB = 1000 bytes. */
export const budgets = {
  firstLoadJs: 100_000,
  firstLoadCss: 15_000,
  sandboxCardChunk: 20_000,
};

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

  // Lazy chunks: everything reachable only through dynamic imports.
  const lazy = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js') || firstJs.has(chunk.file)) continue;
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
    lazy,
  };
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
