import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contrastRatio, parseHexColor, type Rgb } from './color';

function rgbOf(hex: string): Rgb {
  const rgb = parseHexColor(hex);
  if (!rgb) throw new Error(`test colour ${hex} is not hex`);
  return rgb;
}

describe('parseHexColor', () => {
  it.each([
    ['#ffffff', [255, 255, 255]],
    ['#000', [0, 0, 0]],
    ['2f5bd3', [47, 91, 211]],
    [' #AbC ', [170, 187, 204]],
  ] as const)('%s', (hex, rgb) => {
    expect(parseHexColor(hex)).toEqual(rgb);
  });

  it.each(['', '#12', '#12345', 'red', '#ggg'])('rejects %j', (hex) => {
    expect(parseHexColor(hex)).toBeNull();
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#2f5bd3', '#ffffff', 5.9],
  ])('%s on %s is %d:1', (a, b, expected) => {
    expect(contrastRatio(rgbOf(a), rgbOf(b))).toBeCloseTo(expected, 1);
  });

  it('is symmetric and between 1 and 21', () => {
    const rgb = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255));
    fc.assert(
      fc.property(rgb, rgb, (a, b) => {
        const ratio = contrastRatio(a, b);
        return ratio >= 1 && ratio <= 21 && Math.abs(ratio - contrastRatio(b, a)) < 1e-12;
      }),
    );
  });
});
