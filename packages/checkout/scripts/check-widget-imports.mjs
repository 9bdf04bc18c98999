// The card widget's folders form a one-way graph (docs/widget.md#folders): this check fails when
// a module in src/widget imports the index of a folder that contains it (an import running back
// up through its own parent), or when the imports between its modules form a cycle. It reads the
// import statements of the TypeScript sources: static imports, re-exports and `import()`, type
// imports included, since a folder that needs another's types depends on it too.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/widget'),
);
const SOURCE = /\.(ts|tsx)$/;
const RESOLVE = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const ending of RESOLVE) {
    const file = base + ending;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** The relative specifiers a module names in `import … from`, `export … from`, `import '…'` and `import('…')`. */
function specifiers(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = [];
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*'(\.[^']*)'/g)) {
    found.push(match[1]);
  }
  return found;
}

const isIndex = (file) => /^index\.tsx?$/.test(path.basename(file));
const shown = (file) => path.relative(root, file);

const files = sources(root);
const edges = new Map(files.map((file) => [file, []]));
const problems = [];

for (const file of files) {
  for (const specifier of specifiers(fs.readFileSync(file, 'utf8'))) {
    const target = resolve(file, specifier);
    if (!target || !edges.has(target)) continue;
    edges.get(file).push(target);
    const folder = path.dirname(target);
    const encloses =
      path.dirname(file) === folder || path.dirname(file).startsWith(folder + path.sep);
    if (isIndex(target) && encloses && target !== file) {
      problems.push(
        `${shown(file)} imports '${specifier}', the index of its own folder ${shown(folder) || 'widget/'}: import the module itself`,
      );
    }
  }
}

// Tarjan's strongly connected components: every component of more than one module is a cycle.
let counter = 0;
const order = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
function connect(file) {
  order.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of edges.get(file)) {
    if (!order.has(next)) {
      connect(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(file, Math.min(low.get(file), order.get(next)));
    }
  }
  if (low.get(file) !== order.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || edges.get(file).includes(file)) {
    problems.push(`import cycle: ${component.map(shown).sort().join(' <-> ')}`);
  }
}
for (const file of files) if (!order.has(file)) connect(file);

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`${problems.length} import problem(s) in ${root}`);
  process.exit(1);
}
process.stdout.write(
  `${files.length} modules in ${path.relative(process.cwd(), root) || '.'}: no upward import, no cycle\n`,
);
