import { clsx, type ClassValue } from 'clsx';

/*
 * `cn` joins class names so that a later Tailwind class wins over an earlier one of the same kind
 * (the caller's `className` over a variant's), the way tailwind-merge does, for the utilities this
 * workspace uses. It is a small purpose-built merger: tailwind-merge 3.7 in its place adds 6.5 kB
 * gzip to the JS that makes the first screen live (docs/decisions.md, "Class merging").
 *
 * A class is read as `variants:utility` (`md:hover:px-4`, `data-[state=open]:bg-surface`), with an
 * optional important mark (`bg-none!`), and the utility is given a group (`px`, `text-color`,
 * `border-w`…). Walking from the last class to the first, a class is dropped when a later one with
 * the same variants and importance already set its group, or a group that includes it (`p-4`
 * covers `px-*` and `pt-*`). A utility of no known group is always kept (CSS order decides): add
 * its group below when a component starts using it. `cn.test.ts` is the specification, and
 * `cn-oracle.node.test.ts` checks it against tailwind-merge on every utility the workspace renders
 * (it fails on a new utility `cn` does not know and tailwind-merge merges).
 */

const isLength = (value: string) =>
  /^(\d+(\.\d+)?|px|\[(length:|-?\.?\d|calc\(|min\(|max\(|clamp\())/.test(value);
const oneOf = (list: string) => {
  const values = new Set(list.split(' '));
  return (value: string) => values.has(value);
};

// The value lists, each a Set made once.
const FONT_SIZES = oneOf('xs sm base lg xl 2xl 3xl 4xl 5xl 6xl');
const TEXT_ALIGNS = oneOf('left center right justify start end');
const TEXT_WRAPS = oneOf('wrap nowrap balance pretty');
const FONT_WEIGHTS = oneOf('thin extralight light normal medium semibold bold extrabold black');
const FLEX_DIRECTIONS = oneOf('row row-reverse col col-reverse');
const FLEX_WRAPS = oneOf('wrap wrap-reverse nowrap');
const LINE_STYLES = oneOf('solid dashed dotted double hidden none');
const OUTLINE_STYLES = oneOf('solid dashed dotted double');
const BG_SIZES = oneOf('auto cover contain');
const BG_REPEATS = oneOf('repeat no-repeat repeat-x repeat-y repeat-round');

const isFontSize = (value: string) =>
  FONT_SIZES(value.split('/')[0] ?? '') || (value.startsWith('[') && isLength(value));

/** Utilities that are a whole class name. */
const staticGroups: Record<string, string> = {};
for (const [group, names] of Object.entries({
  display:
    'block inline-block inline flex inline-flex grid inline-grid contents hidden table flow-root list-item',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  isolation: 'isolate isolation-auto',
  'sr-only': 'sr-only not-sr-only',
  'font-style': 'italic not-italic',
  'numeric-spacing': 'tabular-nums proportional-nums',
  'text-decoration': 'underline overline line-through no-underline',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'border-w': 'border',
  rounded: 'rounded',
  shadow: 'shadow',
  'outline-style': 'outline-none outline-hidden',
  'outline-w': 'outline',
  'ring-w': 'ring',
  grow: 'grow',
  shrink: 'shrink',
  transition: 'transition transition-none',
  container: 'container',
  blur: 'blur',
  'divide-x': 'divide-x',
  'divide-y': 'divide-y',
})) {
  for (const name of names.split(' ')) staticGroups[name] = group;
}
for (const side of 'x y s e t r b l'.split(' '))
  staticGroups[`border-${side}`] = `border-w-${side}`;
for (const side of 't r b l s e'.split(' ')) staticGroups[`rounded-${side}`] = `rounded-${side}`;

type Resolve = (value: string) => string;
const sideGroups = (base: string, resolve: (side: string) => Resolve) =>
  Object.fromEntries(
    ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => [`${base}-${side}`, resolve(side)]),
  );

/** Utilities with a value: the prefix, then how the value picks the group. */
const prefixGroups: Record<string, Resolve> = {
  text: (value) =>
    isFontSize(value)
      ? 'font-size'
      : TEXT_ALIGNS(value)
        ? 'text-align'
        : TEXT_WRAPS(value)
          ? 'text-wrap'
          : 'text-color',
  font: (value) => (FONT_WEIGHTS(value) ? 'font-weight' : 'font-family'),
  flex: (value) =>
    FLEX_DIRECTIONS(value) ? 'flex-direction' : FLEX_WRAPS(value) ? 'flex-wrap' : 'flex',
  justify: () => 'justify-content',
  border: (value) =>
    isLength(value) ? 'border-w' : LINE_STYLES(value) ? 'border-style' : 'border-color',
  ...sideGroups(
    'border',
    (side) => (value) => (isLength(value) ? `border-w-${side}` : `border-color-${side}`),
  ),
  rounded: () => 'rounded',
  ...Object.fromEntries(
    ['t', 'r', 'b', 'l', 's', 'e'].map((side) => [`rounded-${side}`, () => `rounded-${side}`]),
  ),
  outline: (value) =>
    OUTLINE_STYLES(value) ? 'outline-style' : isLength(value) ? 'outline-w' : 'outline-color',
  ring: (value) => (isLength(value) ? 'ring-w' : 'ring-color'),
  divide: (value) => (LINE_STYLES(value) ? 'divide-style' : 'divide-color'),
  'col-span': () => 'col',
  'row-span': () => 'row',
  'ring-offset': (value) => (isLength(value) ? 'ring-offset-w' : 'ring-offset-color'),
  bg: (value) =>
    BG_SIZES(value)
      ? 'bg-size'
      : BG_REPEATS(value)
        ? 'bg-repeat'
        : value === 'none' || /^(linear|radial|conic)-/.test(value)
          ? 'bg-image'
          : 'bg-color',
};
for (const prefix of (
  'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml inset inset-x inset-y top right bottom left start end z ' +
  'w min-w max-w h min-h max-h size gap gap-x gap-y space-x space-y basis order grid-cols grid-rows ' +
  'col col-start col-end row row-start row-end translate translate-x translate-y rotate blur align ' +
  'appearance box box-decoration overscroll overscroll-x overscroll-y divide-x divide-y ' +
  'items self content justify-items justify-self place-items place-content leading tracking whitespace break ' +
  'underline-offset decoration line-clamp opacity overflow overflow-x overflow-y cursor pointer-events select ' +
  'object aspect scroll-m scroll-mt fill stroke animate duration ease shadow transition outline-offset bg-clip grow shrink'
).split(' ')) {
  prefixGroups[prefix] = () => prefix;
}

/** Setting a group also sets these (an earlier `px-2` loses to a later `p-4`). */
const covers: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  flex: ['basis', 'grow', 'shrink'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  translate: ['translate-x', 'translate-y'],
  'line-clamp': ['display', 'overflow'],
  'font-size': ['leading'],
  'border-w': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  rounded: ['t', 'r', 'b', 'l', 's', 'e'].map((side) => `rounded-${side}`),
};

/** The group of a utility (without variants or importance), or undefined when unknown. */
function groupOf(utility: string): string | undefined {
  // An arbitrary property (`[overflow-wrap:anywhere]`) is its own group, by property.
  const property = /^\[([a-z-]+):/.exec(utility)?.[1];
  if (property) return `[${property}]`;
  const name = utility.replace(/^-/, '');
  if (staticGroups[name]) return staticGroups[name];
  // The longest known prefix followed by '-' wins (`ring-offset-2` before `ring-2`).
  for (let end = name.lastIndexOf('-'); end > 0; end = name.lastIndexOf('-', end - 1)) {
    const resolve = prefixGroups[name.slice(0, end)];
    if (resolve) return resolve(name.slice(end + 1));
  }
  return undefined;
}

/** `md:hover:bg-x!` → variants `hover:md:`, importance and utility `bg-x` (brackets respected). */
function parse(className: string): { variants: string; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  let utility = className.slice(start);
  let important = '';
  if (utility.endsWith('!') || utility.startsWith('!')) {
    important = '!';
    utility = utility.replace(/^!|!$/g, '');
  }
  return { variants: `${parts.sort().join(':')}:${important}`, utility };
}

function merge(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.split(/\s+/).filter(Boolean);
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const className = classes[index] as string;
    const { variants, utility } = parse(className);
    const group = groupOf(utility);
    if (group === undefined) {
      kept.push(className);
      continue;
    }
    if (taken.has(variants + group)) continue;
    taken.add(variants + group);
    for (const covered of covers[group] ?? []) taken.add(variants + covered);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

/**
 * The merged lists already seen: a page renders the same few hundred class lists again and again
 * (every render on the server, every button in the browser). Bounded: emptied when full.
 */
const mergedLists = new Map<string, string>();
const MERGED_LISTS_KEPT = 1_000;

function mergeOnce(classList: string): string {
  let merged = mergedLists.get(classList);
  if (merged === undefined) {
    merged = merge(classList);
    if (mergedLists.size >= MERGED_LISTS_KEPT) mergedLists.clear();
    mergedLists.set(classList, merged);
  }
  return merged;
}

/** Joins class names; later Tailwind classes win over earlier ones, so a caller's class wins. */
export function cn(...inputs: ClassValue[]): string {
  return mergeOnce(clsx(inputs));
}
