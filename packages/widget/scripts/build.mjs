// Builds @paypage/widget (README "Embedding the card widget", docs/decisions.md) with one esbuild
// configuration, code split only where the source writes `import()`:
// - dist/esm/: the package's ESM, React and React DOM left to the app (peers), the workspace's
//   own code bundled in; dist/index.d.ts its types; dist/paypage-widget.css and its font;
// - dist/cdn/: the script tag — `paypage-widget-{version}.js`, a small classic script that defines
//   `Paypage` at once and loads the widget's module with React as one shared chunk; the same
//   source graph and split points as the ESM, every file name versioned or content-hashed;
//   `manifest.json` has the integrity (SRI) hashes the README's tags carry.
import { build, transform } from 'esbuild';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { createHash } from 'node:crypto';
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDtsBundle } from 'dts-bundle-generator';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const out = path.join(root, 'dist');
const require = createRequire(path.join(root, 'package.json'));
const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));

/** What both builds share: the one configuration. */
const common = {
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  chunkNames: 'chunks/[name]-[hash]',
};

export const integrity = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

await rm(out, { recursive: true, force: true });

// The package's ESM: React and React DOM are the app's.
const esm = await build({
  ...common,
  entryPoints: { index: path.join(root, 'src/index.ts') },
  outdir: path.join(out, 'esm'),
  external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
});

// The script tag's modules: the widget's entry and React, an entry of its own so it is one chunk.
const cdn = path.join(out, 'cdn');
const modules = await build({
  ...common,
  entryPoints: {
    [`paypage-widget-module-${version}`]: path.join(root, 'src/script-entry.ts'),
    [`react-${version}`]: path.join(root, 'src/react.ts'),
  },
  entryNames: '[name]-[hash]',
  outdir: cdn,
});
/** The files holding each of React's modules (the renderer once, in the script tag only). */
const reactOutputs = (metafile) => {
  const holders = new Map();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    for (const input of Object.keys(output.inputs)) {
      if (!/node_modules\/(react|react-dom|scheduler)\//.test(input)) continue;
      holders.set(input, [...(holders.get(input) ?? []), file]);
    }
  }
  return holders;
};
if (reactOutputs(esm.metafile).size > 0) throw new Error('React is bundled into the ESM');
for (const [input, files] of reactOutputs(modules.metafile)) {
  if (files.length > 1) throw new Error(`${input} is in ${files.length} script-tag files`);
}
const entry = Object.entries(modules.metafile.outputs).find(([, output]) =>
  output.entryPoint?.endsWith('script-entry.ts'),
)[0];
const entryFile = path.relative(cdn, entry);
const entryIntegrity = integrity(await readFile(entry));

// The classic script, which loads that entry (its name and hash defined here).
const loaderFile = `paypage-widget-${version}.js`;
await build({
  ...common,
  splitting: false,
  format: 'iife',
  entryPoints: [path.join(root, 'src/script-tag.ts')],
  outfile: path.join(cdn, loaderFile),
  define: {
    ...common.define,
    WIDGET_VERSION: JSON.stringify(version),
    WIDGET_ENTRY: JSON.stringify(`./${entryFile}`),
    WIDGET_ENTRY_INTEGRITY: JSON.stringify(entryIntegrity),
  },
});

// One stylesheet: Tailwind over the widget's and the kit's sources (@paypage/checkout's
// widget.css names them), minified, with the Inter font beside it.
const cssEntry = require.resolve('@paypage/checkout/widget.css');
const compiler = await compile(await readFile(cssEntry, 'utf8'), {
  base: path.dirname(cssEntry),
  onDependency: () => undefined,
});
const css = compiler.build(new Scanner({ sources: compiler.sources }).scan());
const minified = (await transform(css, { loader: 'css', minify: true, target: 'chrome111' })).code;
const font = createRequire(require.resolve('@paypage/ui')).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);
const cssFile = `paypage-widget-${version}.css`;
for (const folder of [out, cdn]) {
  await writeFile(path.join(folder, folder === out ? 'paypage-widget.css' : cssFile), minified);
  await copyFile(font, path.join(folder, 'inter-latin-wght-normal.woff2'));
}

// The types: one file, the workspace packages' types inlined (nothing unpublished to install).
const [types] = generateDtsBundle(
  [
    {
      filePath: path.join(root, 'src/index.ts'),
      libraries: {
        inlinedLibraries: ['@paypage/checkout', '@paypage/ui', '@paypage/contract'],
        importedLibraries: ['react', 'react-dom'],
      },
      output: { noBanner: true, exportReferencedTypes: false },
    },
  ],
  { preferredConfigPath: path.join(root, 'tsconfig.types.json') },
);
await writeFile(path.join(out, 'index.d.ts'), types);

const manifest = {
  version,
  script: { file: loaderFile, integrity: integrity(await readFile(path.join(cdn, loaderFile))) },
  stylesheet: { file: cssFile, integrity: integrity(minified) },
  module: { file: entryFile, integrity: entryIntegrity },
};
await writeFile(path.join(cdn, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
