import { describe, expect, it } from 'vitest';
import { refundBadge, refundLines } from './refunds';

const TZ = 'America/New_York';
const partial = { amountInCents: 2_500, refundedAt: '2026-11-23T15:00:00.000Z' };
const rest = { amountInCents: 122_500, refundedAt: '2026-11-25T03:30:00.000Z' };

describe('refundLines', () => {
  it.each([
    ['none (older servers send no list)', undefined, []],
    ['none', [], []],
    ['one', [partial], ['Refunded $25.00 on November 23, 2026']],
    [
      'two, in the payer’s time zone',
      [partial, rest],
      ['Refunded $25.00 on November 23, 2026', 'Refunded $1,225.00 on November 24, 2026'],
    ],
  ] as const)('%s', (_name, refunds, lines) => {
    expect(refundLines(refunds, TZ)).toEqual(lines);
  });
});

describe('refundBadge', () => {
  it.each([
    ['nothing refunded', [], null],
    ['a part', [partial], { label: 'Partially refunded', tone: 'info' }],
    ['all of it', [partial, rest], { label: 'Refunded', tone: 'neutral' }],
  ] as const)('%s', (_name, refunds, badge) => {
    expect(refundBadge(125_000, refunds)).toEqual(badge);
  });
});
