/**
 * The class merging of the embeddable widget's first file (issue 15 size): the kit's `cn` knows
 * every utility group the workspace uses (1.7 kB gzip of that file); what the first file renders
 * overrides only its display (`flex` then `grid`), its size (`size-5` then `size-4`) and repeats
 * classes. This `cn` keeps, of the classes with the same variants and importance, the last of
 * each of those groups and the last of each repeated class. `scripts/build-widget.mjs` puts it in
 * place of the kit's in the ESM entry and the script-tag file only (the lazy parts keep the kit's);
 * `first-file-cn.test.tsx` renders the first file's states with the kit's `cn` and fails where
 * the two would give the page another set of classes. One difference is known: a merchant's own
 * `className` is added to the widget's classes, not merged over those of the same group (the kit's
 * `cn` would drop the widget's `gap-6` for a merchant's `gap-2`; here both apply, the merchant's
 * stylesheet deciding).
 */
import { clsx, type ClassValue } from 'clsx';

const DISPLAY = new Set(
  'block inline-block inline flex inline-flex grid inline-grid contents hidden table flow-root list-item'.split(
    ' ',
  ),
);

/** `md:hover:size-4!` → `md:hover:size!`: the class's variants, group and importance. */
function groupOf(className: string): string {
  const at = className.lastIndexOf(':') + 1;
  const important = className.endsWith('!');
  const utility = className.slice(at, important ? -1 : undefined);
  const group = DISPLAY.has(utility) ? 'display' : utility.startsWith('size-') ? 'size' : utility;
  return `${className.slice(0, at)}${group}${important ? '!' : ''}`;
}

export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(' ');
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const className = classes[index]!;
    const group = groupOf(className);
    if (className === '' || taken.has(group)) continue;
    taken.add(group);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
