import { describe, expect, it } from 'vitest';
import { institutionMark } from '../src/files/sample-files.ts';

/** The runs of the white mark along row `y` of the 96 × 96 logo, as [start, end) pairs. */
function markRuns(y: number): [number, number][] {
  const runs: [number, number][] = [];
  for (let x = 0; x < 96; x++) {
    if (institutionMark(x, y) !== 'mark') continue;
    const last = runs.at(-1);
    if (last && last[1] === x) last[1] = x + 1;
    else runs.push([x, x + 1]);
  }
  return runs;
}

const width = (runs: [number, number][]) =>
  runs.reduce((sum, [start, end]) => sum + end - start, 0);

describe('the sandbox bank logo', () => {
  it('is a bank building (a roof, four columns, a base) on a disc, not a bar across it', () => {
    // The roof narrows to its apex.
    expect(width(markRuns(26))).toBeLessThan(12);
    expect(width(markRuns(37))).toBeGreaterThan(40);
    // Through the columns: four separate runs, never one band.
    expect(markRuns(52)).toHaveLength(4);
    // The base is one wide run.
    expect(markRuns(68)).toHaveLength(1);
    expect(width(markRuns(68))).toBeGreaterThan(40);
  });

  it('sits inside the disc: the corners are clear', () => {
    for (const [x, y] of [
      [0, 0],
      [95, 0],
      [0, 95],
      [95, 95],
    ] as const) {
      expect(institutionMark(x, y)).toBe('clear');
    }
    expect(institutionMark(47, 12)).toBe('fill');
  });
});
