// Builds the embeddable card widget (src/embed) into dist/widget (README "Embedding the card
// widget"):
// - paypage-widget.mjs: ESM for bundlers, React and React DOM left to the merchant's app (peers);
// - paypage-widget.js: the script-tag build, `window.Paypage.mountCardWidget`, with its own
//   renderer: react and react-dom are aliased to Preact's compatibility layer (preact/compat), so
//   a page without React pays no React;
// - paypage-widget.css: the kit's tokens and the utilities the widget renders (Tailwind, from
//   the same sources as the app), its reset scoped to the widget, and the Inter font beside it.
import { build, transform } from 'esbuild';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '../src/embed');
const out = path.resolve(here, '../dist/widget');
const require = createRequire(path.resolve(here, '../package.json'));

const common = {
  bundle: true,
  minify: true,
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
};

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });

// ESM: the React component and the mount, React and React DOM external.
await build({
  ...common,
  entryPoints: [path.join(source, 'index.ts')],
  outfile: path.join(out, 'paypage-widget.mjs'),
  format: 'esm',
  external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
});

// Script tag: Preact in React's place (packages/checkout's own preact 11, a dev dependency; the
// preact 10 that @adyen/adyen-web brings is not it).
const PREACT = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};
const preactInPlaceOfReact = {
  name: 'preact-in-place-of-react',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
      const target = PREACT[args.path];
      if (!target) return { errors: [{ text: `No Preact stand-in for ${args.path}` }] };
      return { path: require.resolve(target) };
    });
  },
};
await build({
  ...common,
  entryPoints: [path.join(source, 'script-tag.ts')],
  outfile: path.join(out, 'paypage-widget.js'),
  format: 'iife',
  globalName: 'Paypage',
  plugins: [preactInPlaceOfReact],
});

// CSS: Tailwind over the widget's and the kit's sources, minified.
const entry = path.join(source, 'widget.css');
const compiler = await compile(await readFile(entry, 'utf8'), {
  base: source,
  onDependency: () => undefined,
});
const scanner = new Scanner({ sources: compiler.sources });
const css = compiler.build(scanner.scan());
const minified = await transform(css, { loader: 'css', minify: true, target: 'chrome111' });
await writeFile(path.join(out, 'paypage-widget.css'), minified.code);
const font = createRequire(path.resolve(here, '../../ui/package.json')).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);
await copyFile(font, path.join(out, 'inter-latin-wght-normal.woff2'));
