import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze';

describe('deepFreeze', () => {
  it('freezes nested objects and arrays and returns the same value', () => {
    const value = { a: [1, { b: 'c' }], d: { e: { f: 1 } } };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value.a)).toBe(true);
    expect(Object.isFrozen(value.a[1])).toBe(true);
    expect(Object.isFrozen(value.d.e)).toBe(true);
  });

  it('copes with cycles and primitives', () => {
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(Object.isFrozen(deepFreeze(cyclic))).toBe(true);
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBeNull();
  });
});
