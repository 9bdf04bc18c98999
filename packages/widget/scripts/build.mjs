// Builds @paypage/widget (README "Embedding the card widget", docs/decisions.md) with one Rolldown
// configuration (the bundler of Vite 8), code split only where the source writes `import()`:
// - dist/esm/: the package's ESM, React and React DOM left to the app (peers), the workspace's
//   own code bundled in; dist/index.d.ts its types; dist/paypage-widget.css and its font;
// - dist/cdn/: the script tag — `paypage-widget-{version}.js`, a small classic script that defines
//   `Paypage` at once and loads the widget's module with React as one shared chunk; the same
//   source graph and split points as the ESM, every file name versioned or content-hashed;
//   `manifest.json` has the integrity (SRI) hashes the README's tags carry.
// In both builds what a page loads first is one chunk (the modules the entry imports statically),
// and every module is in one file only: a part loaded later imports what it shares with the first
// load or with other parts, never a copy (`dist/chunk-modules.json` lists each file's modules for
// the size gate, which checks it again).
import { build } from 'rolldown';
import { transform } from 'esbuild';
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
const repo = path.resolve(root, '../..');
const out = path.join(root, 'dist');
const require = createRequire(path.join(root, 'package.json'));
const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** What every build shares: the one configuration. */
const common = (define = {}) => ({
  logLevel: 'warn',
  transform: {
    target: 'es2022',
    jsx: { runtime: 'automatic' },
    define: { 'process.env.NODE_ENV': '"production"', ...define },
  },
  // Radix's "use client" marks are for React Server Components, which a browser bundle is not.
  onLog: (level, log, handler) => {
    if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
  },
});
const output = (dir, groups) => ({
  dir,
  format: 'esm',
  minify: true,
  comments: false,
  hashCharacters: 'base36',
  chunkFileNames: 'chunks/[name]-[hash].js',
  codeSplitting: {
    groups: [
      ...groups,
      // The first load as one file: every module the entry imports statically.
      { name: 'first-load', tags: ['$initial'] },
    ],
  },
});

export const integrity = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Each output file's modules (those with code in it), by path from the repository's root. */
function chunkModules(result) {
  const files = {};
  for (const chunk of result.output) {
    if (chunk.type !== 'chunk') continue;
    files[chunk.fileName] = Object.entries(chunk.modules)
      .filter(([, module]) => module.renderedLength > 0)
      .map(([id]) => path.relative(repo, id.replace(/^\0/, '')));
  }
  return files;
}

await rm(out, { recursive: true, force: true });

// The package's ESM: React and React DOM are the app's.
const esm = await build({
  ...common(),
  input: { index: path.join(root, 'src/index.ts') },
  external: [/^react(\/|$)/, /^react-dom(\/|$)/],
  output: output(path.join(out, 'esm'), []),
});

// The script tag's module: the widget's entry, with React and React DOM as one chunk of their own
// that the first load and every later part import.
const cdn = path.join(out, 'cdn');
const modules = await build({
  ...common(),
  input: { [`paypage-widget-module-${version}`]: path.join(root, 'src/script-entry.ts') },
  output: {
    // The bundler's own helpers (its CommonJS interop, which React needs) go with React.
    ...output(cdn, [
      {
        name: 'react',
        test: (id) => REACT.test(id) || id.includes('rolldown/runtime'),
        priority: 1,
      },
    ]),
    entryFileNames: '[name]-[hash].js',
  },
});
const builds = { esm: chunkModules(esm), cdn: chunkModules(modules) };
for (const [name, files] of Object.entries(builds)) {
  const seen = new Map();
  for (const [file, list] of Object.entries(files)) {
    for (const module of list) {
      if (seen.has(module)) {
        throw new Error(
          `${module} is in two files of the ${name} build: ${seen.get(module)}, ${file}`,
        );
      }
      seen.set(module, file);
    }
  }
}
if (Object.values(builds.esm).some((list) => list.some((module) => REACT.test(`/${module}`)))) {
  throw new Error('React is bundled into the ESM');
}
await writeFile(path.join(out, 'chunk-modules.json'), `${JSON.stringify(builds, null, 2)}\n`);
const entry = modules.output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
const entryFile = entry.fileName;
const entryIntegrity = integrity(await readFile(path.join(cdn, entryFile)));

// The classic script, which loads that entry (its name and hash defined here).
const loaderFile = `paypage-widget-${version}.js`;
await build({
  ...common({
    WIDGET_VERSION: JSON.stringify(version),
    WIDGET_ENTRY: JSON.stringify(`./${entryFile}`),
    WIDGET_ENTRY_INTEGRITY: JSON.stringify(entryIntegrity),
  }),
  input: path.join(root, 'src/script-tag.ts'),
  output: { file: path.join(cdn, loaderFile), format: 'iife', minify: true, comments: false },
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
