// The size gate of `npm test`: fails when the first load of /pay/{token} exceeds its gzip budget
// (JS 100 kB, CSS 15 kB), the JS that makes its server-rendered first screen live exceeds its cap
// (today's figure with React DOM + 5 %), the sandbox card widget chunk exceeds its ceiling, a
// secured field frame (document, script and stylesheet) its figure + 5 %, or the card widget
// package's figures + 5 % (bundle-sizes.mjs `budgets.widget`: each build's first load, its
// stylesheet, each chunk loaded later, by name). Fails too when a module is in two files of one
// widget build, or the built page or its server render carries another renderer than React DOM
// (no Preact outside the Adyen chunk). Prints the
// figures, the widget's chunks and its totals beside them.
// Usage: node scripts/size-gate.mjs [--json <report file>]   (after the production build)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  budgets,
  chunkName,
  kb,
  modulesInSeveralFiles,
  readBundle,
  readFrames,
  readWidget,
  rendererFindings,
} from './lib/bundle-sizes.mjs';
import { readmeTagsCurrent } from '../packages/widget/scripts/readme-tags.mjs';

const bundle = readBundle();
const checks = [
  { name: 'first-load JS', size: bundle.firstLoad.js.gzip, budget: budgets.firstLoadJs },
  { name: 'JS making the first screen live', size: bundle.live.js.gzip, budget: budgets.liveJs },
  { name: 'first-load CSS', size: bundle.firstLoad.css.gzip, budget: budgets.firstLoadCss },
];
const cardChunk = bundle.lazy.find((chunk) => /sandbox-card/i.test(chunk.source));
if (cardChunk) {
  checks.push({
    name: 'sandbox card widget chunk',
    size: cardChunk.gzip,
    budget: budgets.sandboxCardChunk,
  });
}
const widget = readWidget();
checks.push(
  {
    name: 'widget ESM first load',
    size: widget.esm.initial.gzip,
    budget: budgets.widget.esmFirstLoad,
  },
  {
    name: 'widget script tag first load',
    size: widget.script.initial.gzip,
    budget: budgets.widget.scriptFirstLoad,
  },
  { name: 'widget CSS', size: widget.css.gzip, budget: budgets.widget.css },
);
for (const [build, { parts }] of Object.entries({ esm: widget.esm, script: widget.script })) {
  for (const part of parts) {
    const name = chunkName(part.file);
    checks.push({
      name: `widget ${build} ${name}`,
      size: part.gzip,
      // A lazy chunk not yet given a figure fails the gate until it has one.
      budget: budgets.widget.chunks[name] ?? 0,
    });
  }
}
for (const frame of readFrames()) {
  checks.push({
    name: `secured field frame ${frame.name}`,
    size: frame.gzip,
    budget: budgets.securedFieldFrame,
  });
}

// Each module in one file of a build: what two parts share is a chunk both import.
const duplicates = Object.entries(widget.modules).flatMap(([build, files]) =>
  modulesInSeveralFiles(files).map(
    ({ module, files: held }) => `${build}: ${module} in ${held.join(', ')}`,
  ),
);

console.log('Budget                              gzip      budget    result');
for (const check of checks) {
  const ok = check.size <= check.budget;
  console.log(
    `${check.name.padEnd(31)} ${kb(check.size).padStart(9)} ${kb(check.budget).padStart(9)}    ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
console.log(
  `\nFirst load (the CSS is in the HTML; the page's inline script requests the JS after the first paint): ${bundle.firstLoad.js.files.join(', ')} + ${bundle.firstLoad.css.files.join(', ')}`,
);
// Gated above: the JS a server-rendered payment form loads after its first paint to be live
// (hydration and the method selection and invoice details it awaits), what the first screen
// really runs beside the 2 kB it paints with.
console.log(
  `JS to make the first screen live: ${kb(bundle.live.js.gzip)} gzip, ${kb(bundle.live.js.raw)} raw, ${bundle.live.js.files.length} files`,
);
if (bundle.lazy.length > 0) {
  console.log('\nLazy chunks (gzip / raw):');
  for (const chunk of bundle.lazy) {
    const css = chunk.css.length
      ? ` + CSS ${kb(chunk.css.reduce((sum, c) => sum + c.gzip, 0))}`
      : '';
    console.log(
      `  ${chunk.source.padEnd(60)} ${kb(chunk.gzip).padStart(9)} / ${kb(chunk.raw).padStart(9)}${css}`,
    );
  }
}

// The card widget package: what each build loads first, then its chunks (all gated above).
console.log('\nCard widget package (gzip): first load + lazy chunks = total');
for (const [name, build] of [
  ['ESM (React is the app’s)', widget.esm],
  ['script tag (React included)', widget.script],
]) {
  console.log(
    `  ${name.padEnd(29)} ${kb(build.initial.gzip)} + ${kb(build.total.gzip - build.initial.gzip)} = ${kb(build.total.gzip)}   (first load: ${build.initial.files.length} files)`,
  );
}
console.log(`  CSS ${kb(widget.css.gzip)}`);

console.log(
  duplicates.length === 0
    ? '  Each module in one file of its build    ok'
    : `  MODULES IN SEVERAL FILES\n${duplicates.map((line) => `    ${line}`).join('\n')}`,
);

// The renderer shipped is the one the stories, unit tests and e2e suite run: React DOM in the page
// and its server render, no Preact of ours (docs/decisions.md, "One renderer").
const renderer = rendererFindings({ bundle });
console.log(
  renderer.length === 0
    ? '\nRenderer: React DOM in the page and its server render, no Preact outside the Adyen chunk    ok'
    : `\nRenderer: NOT THE TESTED ONE\n${renderer.map((line) => `  ${line}`).join('\n')}`,
);

// The README's script-tag snippet (run as is by the e2e and cross-engine suites) must carry the
// integrity of the files just built, or browsers refuse them.
const readmeCurrent = await readmeTagsCurrent();
console.log(
  readmeCurrent
    ? "README's script tag: the built files' integrity    ok"
    : "README's script tag: STALE INTEGRITY (run `npm run readme-tags -w @paypage/widget` after the build)",
);

const failed =
  checks.filter((check) => check.size > check.budget).length +
  (renderer.length > 0 ? 1 : 0) +
  (duplicates.length > 0 ? 1 : 0) +
  (readmeCurrent ? 0 : 1);
const jsonIndex = process.argv.indexOf('--json');
if (jsonIndex !== -1) {
  const file = process.argv[jsonIndex + 1];
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    JSON.stringify(
      { passed: checks.length + 3 - failed, failed, checks, renderer, duplicates, bundle },
      null,
      2,
    ),
  );
}
process.exit(failed > 0 ? 1 : 0);
