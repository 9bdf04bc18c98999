import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';

/*
 * `cn` joins class names so that a later Tailwind class wins over an earlier one of the same kind
 * (the caller's `className` over a variant's). It runs tailwind-merge's engine on a compact
 * configuration of the utility groups this workspace uses: the default configuration alone costs
 * about 6 kB gzip of the page's 100 kB first-load budget. A utility missing here is not merged
 * (both classes stay, CSS order decides): add its group below when a component starts overriding it.
 */

const any = () => true;
const isNumber = (value: string) => /^\d+(\.\d+)?$/.test(value);
const isArbitraryLength = (value: string) =>
  /^\[(length:|-?\d|-?\.\d|calc\(|min\(|max\(|clamp\()/.test(value);
const fontSizes = [
  'xs',
  'sm',
  'base',
  'lg',
  'xl',
  '2xl',
  '3xl',
  '4xl',
  '5xl',
  '6xl',
  isArbitraryLength,
];

/** `{ prefix: [any] }` groups: the prefix alone says what the utility sets. */
const byPrefix = (...prefixes: string[]) =>
  Object.fromEntries(prefixes.map((prefix) => [prefix, [{ [prefix]: [any] }]]));

const sides = (base: string) => [
  base,
  `${base}x`,
  `${base}y`,
  `${base}s`,
  `${base}e`,
  `${base}t`,
  `${base}r`,
  `${base}b`,
  `${base}l`,
];

const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'contents',
      'hidden',
      'table',
      'flow-root',
      'list-item',
    ],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    visibility: ['visible', 'invisible', 'collapse'],
    'sr-only': ['sr-only', 'not-sr-only'],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    flex: [{ flex: [any] }],
    grow: ['grow', { grow: [any] }],
    shrink: ['shrink', { shrink: [any] }],
    'justify-content': [
      { justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'normal'] },
    ],
    'font-size': [{ text: fontSizes }],
    'text-align': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
    'text-color': [{ text: [any] }],
    'font-weight': [
      {
        font: [
          'thin',
          'extralight',
          'light',
          'normal',
          'medium',
          'semibold',
          'bold',
          'extrabold',
          'black',
        ],
      },
    ],
    'font-family': [{ font: [any] }],
    'font-style': ['italic', 'not-italic'],
    'numeric-spacing': ['tabular-nums', 'proportional-nums'],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    'border-w': ['border', { border: [isNumber, isArbitraryLength] }],
    ...Object.fromEntries(
      ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => [
        `border-w-${side}`,
        [`border-${side}`, { [`border-${side}`]: [isNumber, isArbitraryLength] }],
      ]),
    ),
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
    'border-color': [{ border: [any] }],
    rounded: ['rounded', { rounded: [any] }],
    ...Object.fromEntries(
      ['t', 'r', 'b', 'l', 's', 'e'].map((side) => [
        `rounded-${side}`,
        [`rounded-${side}`, { [`rounded-${side}`]: [any] }],
      ]),
    ),
    shadow: ['shadow', { shadow: [any] }],
    // Outline and ring: width, offset, style and colour are separate groups (a focus ring is
    // `outline-2 outline-offset-2 outline-focus`, all of which must survive a merge).
    'outline-style': [
      'outline',
      'outline-none',
      'outline-hidden',
      { outline: ['solid', 'dashed', 'dotted', 'double'] },
    ],
    'outline-offset': [{ 'outline-offset': [any] }],
    'outline-w': [{ outline: [isNumber, isArbitraryLength] }],
    'outline-color': [{ outline: [any] }],
    'ring-w': ['ring', { ring: [isNumber, isArbitraryLength] }],
    'ring-offset-w': [{ 'ring-offset': [isNumber, isArbitraryLength] }],
    'ring-offset-color': [{ 'ring-offset': [any] }],
    'ring-color': [{ ring: [any] }],
    // Background: colour, image, clip and size are separate groups (a skeleton overrides colour
    // and image at once).
    'bg-clip': [{ 'bg-clip': [any] }],
    'bg-size': [{ bg: ['auto', 'cover', 'contain'] }],
    'bg-repeat': [{ bg: ['repeat', 'no-repeat', 'repeat-x', 'repeat-y', 'repeat-round'] }],
    'bg-image': [{ bg: ['none', (value: string) => /^(linear|radial|conic)-/.test(value)] }],
    'bg-color': [{ bg: [any] }],
    transition: ['transition', 'transition-none', { transition: [any] }],
    ...byPrefix(
      ...sides('p'),
      ...sides('m'),
      'inset',
      'inset-x',
      'inset-y',
      'top',
      'right',
      'bottom',
      'left',
      'start',
      'end',
      'z',
      'w',
      'min-w',
      'max-w',
      'h',
      'min-h',
      'max-h',
      'size',
      'gap',
      'gap-x',
      'gap-y',
      'space-x',
      'space-y',
      'basis',
      'order',
      'grid-cols',
      'grid-rows',
      'col',
      'row',
      'items',
      'self',
      'content',
      'justify-items',
      'justify-self',
      'place-items',
      'place-content',
      'leading',
      'tracking',
      'whitespace',
      'break',
      'underline-offset',
      'decoration',
      'line-clamp',
      'opacity',
      'overflow',
      'overflow-x',
      'overflow-y',
      'cursor',
      'pointer-events',
      'select',
      'object',
      'aspect',
      'scroll-m',
      'scroll-mt',
      'fill',
      'stroke',
      'animate',
      'duration',
      'ease',
    ),
  },
  conflictingClassGroups: {
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
    'font-size': ['leading'],
    'border-w': [
      'border-w-x',
      'border-w-y',
      'border-w-s',
      'border-w-e',
      'border-w-t',
      'border-w-r',
      'border-w-b',
      'border-w-l',
    ],
    'border-w-x': ['border-w-r', 'border-w-l'],
    'border-w-y': ['border-w-t', 'border-w-b'],
    rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-s', 'rounded-e'],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [
    'before',
    'after',
    'placeholder',
    'file',
    'marker',
    'selection',
    '*',
    '**',
  ],
}));

/** Joins class names; later Tailwind classes win over earlier ones, so a caller's class wins. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
