import { describe, expect, it } from 'vitest';
import { isLegacyThreeDSFlow } from './three-ds';

describe('isLegacyThreeDSFlow', () => {
  it.each([
    ['', true],
    ['a'.repeat(14), true],
    ['a'.repeat(15), false],
    ['Ab02b4c0!BQABAgA...', false],
  ])('%j → %s', (paymentData, legacy) => {
    expect(isLegacyThreeDSFlow(paymentData)).toBe(legacy);
  });
});
