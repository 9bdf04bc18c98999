import { describe, expect, it } from 'vitest';
import { challengeWindowCode, challengeWindowSize, challengeWindowSizes } from './challenge-window';

describe('challengeWindowSize', () => {
  it.each([
    ['01', '250px', '400px'],
    ['02', '390px', '400px'],
    ['03', '500px', '600px'],
    ['04', '600px', '400px'],
    ['05', '100%', '100%'],
    ['1', '250px', '400px'],
    ['3', '500px', '600px'],
    ['5', '100%', '100%'],
    [' 04 ', '600px', '400px'],
    [undefined, '390px', '400px'],
    ['', '390px', '400px'],
    ['06', '390px', '400px'],
    ['0', '390px', '400px'],
    ['00', '390px', '400px'],
    ['001', '390px', '400px'],
    ['10', '390px', '400px'],
    ['full', '390px', '400px'],
    ['toString', '390px', '400px'],
  ])('%j → %s × %s', (code, width, height) => {
    expect(challengeWindowSize(code)).toEqual({ width, height });
  });

  it('gives a fresh object, leaving the frozen table intact', () => {
    const size = challengeWindowSize('01');
    size.width = '1px';
    expect(challengeWindowSize('01').width).toBe('250px');
    expect(Object.isFrozen(challengeWindowSizes)).toBe(true);
    expect(Object.isFrozen(challengeWindowSizes['01'])).toBe(true);
  });
});

describe('challengeWindowCode', () => {
  it.each([
    ['2', '02'],
    ['05', '05'],
    ['9', '02'],
    [undefined, '02'],
  ] as const)('%j → %s', (code, normalised) => {
    expect(challengeWindowCode(code)).toBe(normalised);
  });
});
