/**
 * `cn` against tailwind-merge as the oracle (`twMerge(clsx(...))`, told the two page widths this
 * theme adds), on the utilities the workspace really renders: Tailwind itself picks them out of
 * every string of the kit's, the checkout's and the app's sources (tests left out), so a class
 * added to a component joins the test by itself. Every pair of them is compared, then lists of up
 * to eight drawn from one family (`text-*`, `bg-*`, `p*`, `border-*`… where conflicts are), from
 * the whole set, with one class's variants moved onto another's utility and with `!`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clsx } from 'clsx';
import fc from 'fast-check';
import { extendTailwindMerge } from 'tailwind-merge';
import { compile } from 'tailwindcss';
import { beforeAll, describe, expect, it } from 'vitest';
import { cn } from './cn';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const sources = ['packages/ui/src', 'packages/checkout/src', 'apps/pay/src'];

const twMerge = extendTailwindMerge({
  extend: { theme: { container: ['page', 'column'] } },
});
const oracle = (classes: string[]) => twMerge(clsx(classes));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

/** Every whitespace-separated word of every string literal in the sources. */
function wordsInStrings(): Set<string> {
  const words = new Set<string>();
  const sourceFiles = sources
    .flatMap((dir) => files(path.join(root, dir)))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  for (const file of sourceFiles) {
    const text = readFileSync(file, 'utf8');
    for (const [, , body = ''] of text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of body.split(/\s+/)) if (word) words.add(word);
    }
  }
  return words;
}

/** The words Tailwind turns into CSS with this theme: the classes of rules it generates. */
async function utilitiesAmong(words: Set<string>): Promise<string[]> {
  const require = createRequire(path.join(root, 'package.json'));
  const compiler = await compile(
    `@import 'tailwindcss/theme.css'; @import 'tailwindcss/utilities.css'; @import './packages/ui/src/theme.css';`,
    {
      base: root,
      async loadStylesheet(id, base) {
        const file = id.startsWith('.') ? path.resolve(base, id) : require.resolve(id);
        return { path: file, base: path.dirname(file), content: readFileSync(file, 'utf8') };
      },
    },
  );
  const css = compiler.build([...words]);
  const classes = new Set<string>();
  // The selectors only (what precedes a `{`), each class unescaped.
  for (const [, prelude = ''] of css.matchAll(/([^{};]+)\{/g)) {
    for (const [, escaped = ''] of prelude.matchAll(/\.((?:\\.|[\w-])+)/g)) {
      classes.add(escaped.replace(/\\(.)/g, '$1'));
    }
  }
  return [...words].filter((word) => classes.has(word)).sort();
}

/** `md:hover:px-4!` → `['md:hover:', 'px-4!']` (colons inside brackets or parentheses kept). */
function splitVariants(className: string): [variants: string, utility: string] {
  let depth = 0;
  let end = 0;
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) end = index + 1;
  }
  return [className.slice(0, end), className.slice(end)];
}

/** Where conflicts are: `text`, `bg`, `border`…, and the spacing of one letter (`p`, `m`). */
function family(className: string): string {
  const [head = ''] = splitVariants(className)[1].replace(/^-/, '').split('-');
  return head.length <= 2 ? head.charAt(0) : head;
}

let utilities: string[] = [];
let families: string[][] = [];

beforeAll(async () => {
  utilities = await utilitiesAmong(wordsInStrings());
  const byFamily = new Map<string, string[]>();
  for (const utility of utilities) {
    byFamily.set(family(utility), [...(byFamily.get(family(utility)) ?? []), utility]);
  }
  families = [...byFamily.values()].filter((members) => members.length > 1);
});

describe('cn agrees with tailwind-merge on the workspace’s utilities', () => {
  it('finds the utilities the sources use', () => {
    expect(utilities.length).toBeGreaterThan(300);
    for (const used of ['bg-surface', 'text-muted', 'hover:bg-brand-hover', 'max-w-page']) {
      expect(utilities).toContain(used);
    }
    expect(utilities).not.toContain('Pay');
  });

  it('on every pair', { timeout: 60_000 }, () => {
    const disagreements: string[] = [];
    for (const first of utilities) {
      for (const second of utilities) {
        const merged = cn(first, second);
        const expected = oracle([first, second]);
        if (merged !== expected) disagreements.push(`${first} ${second}: ${merged} ≠ ${expected}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it(
    'on generated lists: one family, everything, moved variants, importance',
    { timeout: 60_000 },
    () => {
      const any = fc.constantFrom(...utilities);
      const moved = fc
        .tuple(any, any)
        .map(([from, to]) => splitVariants(from)[0] + splitVariants(to)[1]);
      const important = any.map((className) =>
        className.endsWith('!') ? className : `${className}!`,
      );
      const oneFamily = fc
        .constantFrom(...families)
        .chain((members) => fc.array(fc.constantFrom(...members), { minLength: 2, maxLength: 8 }));
      const mixed = fc.array(fc.oneof(any, moved, important), { maxLength: 8 });
      fc.assert(
        fc.property(fc.oneof(oneFamily, mixed), (classes) => {
          expect(cn(...classes)).toBe(oracle(classes));
        }),
        { numRuns: 5000 },
      );
    },
  );
});
