import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it.each([
    // the later class of a group wins
    ['h-11 h-20', 'h-20'],
    ['px-4 px-0', 'px-0'],
    ['p-4 px-2', 'p-4 px-2'],
    ['px-2 p-4', 'p-4'],
    ['w-11 size-8', 'size-8'],
    ['bg-brand bg-transparent', 'bg-transparent'],
    ['hover:bg-brand hover:bg-surface', 'hover:bg-surface'],
    ['bg-brand hover:bg-surface', 'bg-brand hover:bg-surface'],
    // text: size, colour and alignment are different groups
    ['text-sm text-muted', 'text-sm text-muted'],
    ['text-sm text-base', 'text-base'],
    ['text-muted text-critical', 'text-critical'],
    ['text-left text-center', 'text-center'],
    ['text-[13px] text-xs', 'text-xs'],
    ['text-brand-text text-on-brand', 'text-on-brand'],
    // font: weight and family
    ['font-medium font-semibold', 'font-semibold'],
    ['font-sans font-medium', 'font-sans font-medium'],
    // border: width, style and colour
    ['border border-2', 'border-2'],
    ['border border-border-strong', 'border border-border-strong'],
    ['border-border border-critical', 'border-critical'],
    ['rounded-md rounded-full', 'rounded-full'],
    ['rounded-md rounded-t-none', 'rounded-md rounded-t-none'],
    ['flex hidden', 'hidden'],
    ['flex-col flex-row', 'flex-row'],
    ['flex-1 flex-none', 'flex-none'],
    ['items-center items-start', 'items-start'],
    ['justify-center justify-between', 'justify-between'],
    ['gap-2 gap-4', 'gap-4'],
    ['shadow-sm shadow-none', 'shadow-none'],
    ['opacity-0 opacity-100', 'opacity-100'],
    ['leading-6 text-sm', 'text-sm'],
    ['bg-brand/90 bg-brand', 'bg-brand'],
    // outline and ring: width, offset, style and colour are separate groups
    [
      'outline-2 outline-offset-2 outline-focus outline-solid',
      'outline-2 outline-offset-2 outline-focus outline-solid',
    ],
    ['outline-2 outline-4', 'outline-4'],
    ['outline-offset-2 outline-offset-0', 'outline-offset-0'],
    ['outline-focus outline-critical', 'outline-critical'],
    // a bare `outline` is a width (1px), as for tailwind-merge: a style does not replace it
    ['outline outline-none', 'outline outline-none'],
    ['outline outline-2', 'outline-2'],
    // line-clamp sets display and overflow; row-span and row-start are kept together
    ['flex overflow-hidden line-clamp-2', 'line-clamp-2'],
    ['row-start-1 row-span-2', 'row-start-1 row-span-2'],
    ['-translate-x-1/2 translate-x-0', 'translate-x-0'],
    ['[overflow-wrap:anywhere] [overflow-wrap:normal]', '[overflow-wrap:normal]'],
    [
      'focus-within:outline-2 focus-within:outline-focus',
      'focus-within:outline-2 focus-within:outline-focus',
    ],
    ['ring-2 ring-brand-text', 'ring-2 ring-brand-text'],
    ['ring-1 ring-2', 'ring-2'],
    ['ring-border ring-brand-text', 'ring-brand-text'],
    // background: colour, image and clip are separate groups
    ['bg-skeleton! bg-none! bg-clip-content!', 'bg-skeleton! bg-none! bg-clip-content!'],
    ['bg-none bg-linear-to-r', 'bg-linear-to-r'],
    ['bg-clip-border bg-clip-content', 'bg-clip-content'],
    ['bg-surface bg-none', 'bg-surface bg-none'],
    [
      'bg-surface bg-[color-mix(in_oklab,white,black_8%)]',
      'bg-[color-mix(in_oklab,white,black_8%)]',
    ],
    // variants in any order, importance, negative and arbitrary values
    ['md:hover:px-2 hover:md:px-4', 'hover:md:px-4'],
    ['hover:px-2 md:px-4', 'hover:px-2 md:px-4'],
    ['bg-surface! bg-brand', 'bg-surface! bg-brand'],
    ['!bg-surface bg-brand!', 'bg-brand!'],
    ['-mt-1 mt-2', 'mt-2'],
    ['-ml-2 mx-0', 'mx-0'],
    ['h-(--step-height) h-12', 'h-12'],
    ['[&_svg]:size-4 [&_svg]:size-5', '[&_svg]:size-5'],
    ['data-[state=open]:bg-surface data-[state=open]:bg-brand', 'data-[state=open]:bg-brand'],
    ['max-w-column max-w-none', 'max-w-none'],
    ['grid-cols-2 grid-cols-[minmax(0,1fr)]', 'grid-cols-[minmax(0,1fr)]'],
    ['ring-offset-2 ring-offset-surface', 'ring-offset-2 ring-offset-surface'],
    ['ring-offset-2 ring-2', 'ring-offset-2 ring-2'],
    ['text-sm/6 text-lg', 'text-lg'],
    ['border-t border-t-2', 'border-t-2'],
    ['border-2 border-t-0', 'border-2 border-t-0'],
    ['border-t-0 border-2', 'border-2'],
    // unknown utilities are kept, in order
    ['foo bar', 'foo bar'],
    ['foo foo', 'foo foo'],
  ])('%s → %s', (input, expected) => {
    expect(cn(input)).toBe(expected);
  });

  it('only ever drops classes, keeping the order of the rest', () => {
    const pool = [
      'px-2',
      'p-4',
      'hover:bg-brand',
      'bg-surface',
      'text-sm',
      'text-muted',
      'flex',
      'hidden',
      'mt-1',
      '-mt-2',
      'foo',
      'border',
      'border-2',
      'rounded-md',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pool), { maxLength: 12 }), (classes) => {
        const merged = cn(classes.join(' ')).split(' ').filter(Boolean);
        // A subsequence of the input…
        let cursor = 0;
        for (const name of merged) {
          cursor = classes.indexOf(name, cursor) + 1;
          if (cursor === 0) return false;
        }
        // …that keeps the last class of each kind it saw.
        return classes.length === 0 || merged.at(-1) === classes.at(-1);
      }),
    );
  });

  it('accepts clsx inputs', () => {
    expect(cn('h-11', false, undefined, ['px-4', { 'px-0': true, hidden: false }])).toBe(
      'h-11 px-0',
    );
  });
});
