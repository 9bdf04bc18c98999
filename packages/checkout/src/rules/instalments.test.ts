import { describe, expect, it } from 'vitest';
import { areInstalmentsInUse } from './instalments';

describe('areInstalmentsInUse', () => {
  it.each([
    [{ value: 1 }, false],
    [{ value: 2 }, true],
    [{ value: 12, plan: 'regular' }, true],
    [{ value: 1, plan: 'revolving' }, true],
    [{ value: 1, plan: 'regular' }, false],
    [{ value: 0 }, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (selection, inUse) => {
    expect(areInstalmentsInUse(selection)).toBe(inUse);
  });
});
