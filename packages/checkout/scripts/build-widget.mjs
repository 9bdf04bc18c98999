// Builds the embeddable card widget (src/embed) into dist/widget (README "Embedding the card
// widget"):
// - paypage-widget.mjs: ESM for bundlers, React and React DOM left to the merchant's app (peers);
// - paypage-widget.js: the script-tag build, `window.Paypage.mountCardWidget`, with its own
//   renderer: react and react-dom are aliased to Preact's compatibility layer (preact/compat), so
//   a page without React pays no React;
// - lazy parts (src/embed/lazy-part.tsx): the billing address, the CPF/CNPJ input, the
//   store-details consent, the wallet buttons and the 3-D Secure challenge load when a form shows
//   them — the ESM's as modules beside it (paypage-widget-{part}.mjs) its bundler splits off, the
//   script tag's as classic scripts beside it (paypage-widget-{part}.js) that borrow its Preact;
//   the first files (issue 15: within 25 kB gzip before the card form is ready) also merge classes
//   with src/embed/first-file-cn.ts, have a throwing stand-in for Radix's Slot (nothing there is
//   asChild), and every script gets a second minification by SWC (scripts/size-gate.mjs gates);
// - paypage-widget.css: the kit's tokens and the utilities the widget renders (Tailwind, from
//   the same sources as the app), its reset scoped to the widget, and the Inter font beside it.
import { build, transform } from 'esbuild';
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { minify } from '@swc/core';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

// Adding to the widget, keep the first files within 25 kB gzip (scripts/size-gate.mjs): what a
// ready card form does not run is a part, never in the first file. Three ways to declare one:
// - a component shown by an option (instalments, stored cards, an address search…): its own module
//   in src/widget, imported by the widget, named in LAZY_PARTS with its exports, and in
//   lazy-part.tsx `partsShownBy` when an option shows it at once (then it loads before the form);
// - code loaded on first use (a client, a view of an action): `import('./module')` in a widget
//   module, named in DYNAMIC_PARTS;
// - code the first file calls synchronously but only in a state an option or action brings (rules,
//   labels, readers): a module the widget imports, named in LAZY_SEAMS with a stand-in in src/embed
//   that reads the loaded part (`loadedPart`, `usePart`, `loadPartNamed`);
// - (rules the first file's own rules import, as the brand table's rare rows: FIRST_FILE_RULES,
//   a stand-in in src/embed for the rules module, reading the part that brings the rest.)
// The app, stories and unit tests import every module itself; the e2e tests and the gate see parts.

/** The widget's modules that load lazily, and the components they export (src/embed/lazy-part.tsx). */
const LAZY_PARTS = {
  'store-details-consent': ['StoreDetailsConsent'],
  'wallet-buttons': ['CardWidgetWallets'],
  'three-ds-challenge': ['CardWidgetChallenge'],
  'billing-address-fields': ['BillingAddressSection'],
  'cpf-cnpj-input': ['SocialSecurityNumberInput'],
  'click-to-pay-part': ['WidgetClickToPay'],
  'fast-checkout-part': ['FastCheckoutSection'],
  // §8's message with Refresh: only when the form cannot be used (the frames failed).
  'failure-banner': ['FailureBanner'],
};
/**
 * The widget's modules it imports dynamically itself (`import('./name')`: a React.lazy part or a
 * client loaded on first use). The app splits them off; here each becomes a part of its own, the
 * `import()` rewritten to load it beside the widget's file, as the parts above.
 */
const DYNAMIC_PARTS = [
  'dual-brand-switcher',
  'korean-tax-number-field',
  'bin-lookup-client',
  'three-ds-fingerprint-frame',
  'redirect-view',
  // The shipped locales' strings (load-translations.ts): fetched only for a widget in that locale.
  'locale-pt-br',
  'locale-ko-kr',
  'instalments-field',
  'disclaimer-message',
  // Issue 16: the stored-card form, only for a merchant mounting a stored card.
  'stored-card-form',
  'gift-card-section',
  'address-search',
  'analytics-sender',
  // A session's gift card calls (order-calls.ts): loaded at the first call of a gift card.
  'order-calls',
  // An order kept over a reload, asked after (restore-order.ts): only when the tab kept one.
  'restore-order',
  // A session widget's calls (src/embed/lazy-session-client.ts): loaded at its setup, beside the
  // setup call (a module of src/embed: EMBED_PARTS).
  'session-calls',
];
/**
 * Modules the first file calls into whose code travels with a lazy part (the part re-exports
 * them): in the first files each is replaced by a stand-in in src/embed that reads the loaded
 * part (`loadedPart`), so the code is not there twice and not in the first file.
 */
const LAZY_SEAMS = {
  // The postal-code rules and the address labels: with the billing-address part.
  'address-rules': { standIn: 'lazy-address-rules.ts', part: 'billing-address-fields' },
  // The brands' marks: a part of their own, loaded once the form is ready (the generic card till then).
  'card-brand-icons': { standIn: 'lazy-card-brand-icons.ts', part: 'card-brand-icons' },
  // The readers of a payment's answer and its actions (redirect, 3-D Secure): from the Pay press.
  'payment-actions': { standIn: 'lazy-payment-actions.ts', part: 'payment-actions' },
  // The readers of a bin lookup's answer: with the brands' marks (and the table's other rows),
  // which every answer waits for.
  'bin-lookup-answers': { standIn: 'lazy-bin-lookup-answers.ts', part: 'card-brand-icons' },
};
/**
 * Rules modules the first files import whose bulk travels with a lazy part: each replaced, in the
 * first files only, by a stand-in in src/embed (the brand table's rows beyond the global networks
 * come with the brand marks' part: src/embed/first-file-card-brands.ts).
 */
const FIRST_FILE_RULES = { 'card-brands.ts': 'first-file-card-brands' };
const rulesSource = path.resolve(here, '../src/rules');
const firstFileRules = {
  name: 'first-file-rules',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]src[\\/]rules[\\/][^\\/]+\.ts$/ }, (args) => {
      const standIn = FIRST_FILE_RULES[path.basename(args.path)];
      if (!standIn || path.dirname(args.path) !== rulesSource) return undefined;
      return { loader: 'ts', resolveDir: source, contents: `export * from './${standIn}';` };
    });
  },
};
const widgetSource = path.resolve(here, '../src/widget');
/** The parts whose module is in src/embed (the rest are in src/widget). */
const EMBED_PARTS = new Set(['session-calls']);
const partSource = (name) => (EMBED_PARTS.has(name) ? source : widgetSource);
/** Every part's module, each built as a file of its own beside the first file. */
const PART_MODULES = [
  ...new Set([
    ...Object.keys(LAZY_PARTS),
    ...DYNAMIC_PARTS,
    ...Object.values(LAZY_SEAMS).map(({ part }) => part),
  ]),
];
/**
 * In place of a lazy part imported by the widget, a stand-in per export (`lazyPart`) that loads
 * the module through `loader(name)`: a dynamic import (the ESM: a chunk) or a script (script tag).
 */
const lazyParts = (loader, dynamicLoad) => ({
  name: 'lazy-parts',
  setup(pluginBuild) {
    // `import('./name')` of a dynamic part, in the widget's own modules: loaded beside the file.
    const dynamicImport = new RegExp(`import\\(\\s*'\\./(${DYNAMIC_PARTS.join('|')})'\\s*\\)`, 'g');
    pluginBuild.onLoad(
      { filter: /[\\/]src[\\/](widget|embed)[\\/][^\\/]+\.tsx?$/ },
      async (args) => {
        if (![widgetSource, source].includes(path.dirname(args.path))) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!dynamicImport.test(text)) return undefined;
        dynamicImport.lastIndex = 0;
        return {
          contents:
            dynamicLoad.prelude + text.replace(dynamicImport, (_, name) => dynamicLoad.call(name)),
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
          resolveDir: path.dirname(args.path),
        };
      },
    );
    // A seam's importer gets its stand-in, with the part it reads registered (loader above).
    const seams = Object.keys(LAZY_SEAMS).join('|');
    pluginBuild.onResolve({ filter: new RegExp(`^\\./(${seams})$`) }, (args) => {
      if (args.resolveDir !== widgetSource) return undefined;
      return { path: args.path.slice(2), namespace: 'lazy-seam' };
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: 'lazy-seam' }, ({ path: name }) => {
      const { standIn, part } = LAZY_SEAMS[name];
      return {
        resolveDir: source,
        loader: 'ts',
        contents: [
          "import { registerPart } from './lazy-part';",
          loader(part),
          `registerPart('${part}', load);`,
          `export * from './${standIn.replace(/\.tsx?$/, '')}';`,
        ].join('\n'),
      };
    });
    const names = Object.keys(LAZY_PARTS).join('|');
    // The parts' own files, beside the widget's.
    pluginBuild.onResolve({ filter: /^\.\/paypage-widget-[a-z-]+\.m?js$/ }, (args) => ({
      path: args.path,
      external: true,
    }));
    pluginBuild.onResolve({ filter: new RegExp(`^\\./(${names})$`) }, (args) => {
      if (args.kind !== 'import-statement' || args.resolveDir !== widgetSource) return undefined;
      return { path: args.path.slice(2), namespace: 'lazy-part' };
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: 'lazy-part' }, ({ path: name }) => ({
      resolveDir: widgetSource,
      loader: 'ts',
      contents: [
        "import { lazyPart } from '../embed/lazy-part';",
        loader(name),
        ...LAZY_PARTS[name].map(
          (exported) => `export const ${exported} = lazyPart('${name}', load, '${exported}');`,
        ),
      ].join('\n'),
    }));
  },
});

/**
 * The first file's kit renders nothing `asChild` (Button and Skeleton import Radix's Slot for it):
 * a stand-in that throws if one ever does, in place of Slot's 1 kB gzip.
 */
const noSlot = {
  name: 'no-radix-slot',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@radix-ui\/react-slot$/ }, () => ({
      path: 'no-radix-slot',
      namespace: 'no-radix-slot',
    }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'no-radix-slot' }, () => ({
      loader: 'js',
      contents: [
        'const asChild = () => {',
        '  throw new Error("The card widget\'s first file has no asChild (Radix Slot): a kit component rendered with asChild belongs in a lazy part");',
        '};',
        'export const Slot = asChild;',
        'export const Slottable = asChild;',
        'export const createSlot = () => asChild;',
        'export const createSlottable = () => asChild;',
      ].join('\n'),
    }));
  },
};

/** The first files merge classes with src/embed/first-file-cn.ts in place of the kit's `cn`. */
const kitCn = path.resolve(here, '../../ui/src/lib/cn.ts');
const firstFileCn = {
  name: 'first-file-cn',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]ui[\\/]src[\\/]lib[\\/]cn\.ts$/ }, async (args) => {
      if (args.path !== kitCn) return undefined;
      return {
        loader: 'ts',
        resolveDir: source,
        contents: "export { cn } from './first-file-cn';",
      };
    });
  },
};

// ESM: the React component and the mount, React and React DOM external; each lazy part a module
// beside it (its own build: esbuild's code splitting would keep the kit's whole index in a chunk
// the entry imports), which the merchant's bundler splits off.
const reactExternal = ['react', 'react/*', 'react-dom', 'react-dom/*'];
await build({
  ...common,
  entryPoints: [path.join(source, 'index.ts')],
  outfile: path.join(out, 'paypage-widget.mjs'),
  format: 'esm',
  external: reactExternal,
  plugins: [
    noSlot,
    firstFileCn,
    firstFileRules,
    lazyParts((name) => `const load = () => import('./paypage-widget-${name}.mjs');`, {
      prelude: '',
      call: (name) => `import('./paypage-widget-${name}.mjs')`,
    }),
  ],
});
for (const name of PART_MODULES) {
  await build({
    ...common,
    entryPoints: [`./${name}`],
    absWorkingDir: partSource(name),
    outfile: path.join(out, `paypage-widget-${name}.mjs`),
    format: 'esm',
    external: reactExternal,
  });
}

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
  plugins: [
    noSlot,
    firstFileCn,
    firstFileRules,
    preactInPlaceOfReact,
    lazyParts(
      (name) =>
        `import { loadScriptPart } from '../embed/script-part';\nconst load = () => loadScriptPart('${name}');`,
      {
        prelude: "import { loadScriptPart as __loadScriptPart } from '../embed/script-part';\n",
        call: (name) => `__loadScriptPart('${name}')`,
      },
    ),
  ],
});
// Its lazy parts: one classic script each, handing its module to the runtime of script-part.ts;
// React is that runtime's (the main script's Preact), never a second copy.
const fromRuntime = {
  name: 'react-from-the-widget-runtime',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
      if (!['react', 'react-dom', 'react/jsx-runtime'].includes(args.path)) {
        return { errors: [{ text: `The widget's runtime has no ${args.path}` }] };
      }
      return { path: args.path, namespace: 'widget-runtime' };
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: 'widget-runtime' }, (args) => ({
      loader: 'js',
      contents: `module.exports = globalThis[Symbol.for('paypage.widget.runtime')].modules[${JSON.stringify(args.path)}];`,
    }));
  },
};
for (const name of PART_MODULES) {
  await build({
    ...common,
    stdin: {
      contents: `import * as part from './${name}';\nglobalThis[Symbol.for('paypage.widget.runtime')].define('${name}', part);`,
      resolveDir: partSource(name),
      loader: 'ts',
    },
    outfile: path.join(out, `paypage-widget-${name}.js`),
    format: 'iife',
    plugins: [fromRuntime],
  });
}

// A second minification of every script by SWC's compressor (three passes: a third took 17 B more
// gzip off the ESM first file on 2026-11-26, a fourth nothing; −1.2 to −1.5 kB gzip
// of each first file beside esbuild's alone); the script tag's top level keeps its global
// `Paypage`, the modules' their exports.
for (const file of await readdir(out)) {
  if (!/\.m?js$/.test(file)) continue;
  const module = file.endsWith('.mjs');
  const code = await readFile(path.join(out, file), 'utf8');
  const minified = await minify(code, {
    module,
    ecma: 2022,
    compress: { passes: 3 },
    mangle: { toplevel: module },
    format: { comments: false },
  });
  await writeFile(path.join(out, file), minified.code);
}

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
