import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardFormLayout, SMALL_SCREEN_BREAKPOINTS_PX } from './card-form-layout';

/** Every responsive prefix (`min-[480px]:`, `sm:`, `md:` …) in a class list. */
const responsivePrefixes = (classes: string) =>
  classes
    .split(/\s+/)
    .flatMap((name) => name.split(':').slice(0, -1))
    .filter((prefix) => /^(sm|md|lg|xl|2xl|min-\[.*\]|max-\[.*\])$/.test(prefix));

const allowed = SMALL_SCREEN_BREAKPOINTS_PX.map((px) => `min-[${px}px]`);

describe("the card form's breakpoints (§9: 480 px and 768 px)", () => {
  it('are the spec’s two', () => {
    expect(SMALL_SCREEN_BREAKPOINTS_PX).toEqual([480, 768]);
  });

  it.each(Object.entries(cardFormLayout))('%s uses no other breakpoint', (_name, classes) => {
    for (const prefix of responsivePrefixes(classes)) expect(allowed).toContain(prefix);
  });

  it('the billing address fields use no other breakpoint', () => {
    const source = readFileSync(
      new URL('../address/billing-address-fields.tsx', import.meta.url),
      'utf8',
    );
    for (const prefix of responsivePrefixes(source.replace(/[`'"{}]/g, ' '))) {
      expect(allowed).toContain(prefix);
    }
  });

  it.each([
    ['walletButtons', 'min-[480px]:grid-cols-2'],
    ['street', 'min-[480px]:grid-cols-[minmax(0,7fr)_minmax(0,3fr)]'],
    ['locality', 'min-[768px]:grid-cols-3'],
  ] as const)('%s: %s', (name, className) => {
    expect(cardFormLayout[name].split(/\s+/)).toContain(className);
  });
});
