import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isClickToPayCardExpired, sortClickToPayCards, type ClickToPayCard } from './click-to-pay';

const TODAY = new Date('2026-11-22T12:00:00Z');

function card(id: string, fields: Partial<ClickToPayCard> = {}): ClickToPayCard {
  return {
    srcDigitalCardId: id,
    panLastFour: '1111',
    scheme: 'visa',
    status: 'ACTIVE',
    dateOfCardCreated: '2020-01-01T00:00:00.000Z',
    panExpirationMonth: '12',
    panExpirationYear: '2030',
    ...fields,
  };
}

describe('isClickToPayCardExpired', () => {
  it.each([
    ['ACTIVE', '11', '2026', false],
    ['ACTIVE', '12', '2026', false],
    ['ACTIVE', '10', '2026', true],
    ['ACTIVE', '01', '2027', false],
    ['ACTIVE', '12', '2025', true],
    ['ACTIVE', '11', '26', false],
    ['ACTIVE', '10', '26', true],
    ['PENDING', '01', '2030', false],
    ['PENDING', '10', '2026', true],
    ['SUSPENDED', '01', '2030', true],
    ['EXPIRED', '01', '2030', true],
    ['', '01', '2030', true],
    ['active', '01', '2030', true],
    // No readable expiry: the status decides.
    ['ACTIVE', undefined, undefined, false],
    ['ACTIVE', '', '', false],
    ['ACTIVE', '13', '2020', false],
    ['ACTIVE', 'xx', '2020', false],
    ['SUSPENDED', undefined, undefined, true],
  ])('%s %s/%s → %s', (status, month, year, expired) => {
    const value = card('x', { status, panExpirationMonth: month, panExpirationYear: year });
    expect(isClickToPayCardExpired(value, TODAY)).toBe(expired);
  });

  it('compares months in UTC', () => {
    const lateNovemberInNewYork = new Date('2026-11-30T23:30:00-05:00');
    const november = card('x', { panExpirationMonth: '11', panExpirationYear: '2026' });
    expect(isClickToPayCardExpired(november, lateNovemberInNewYork)).toBe(true);
  });
});

describe('sortClickToPayCards', () => {
  const usedOctober = card('used-oct', { dateOfCardLastUsed: '2026-10-01T10:00:00Z' });
  const usedNovember = card('used-nov', { dateOfCardLastUsed: '2026-11-01T10:00:00Z' });
  const usedNovemberToo = card('used-nov-too', { dateOfCardLastUsed: '2026-11-01T10:00:00Z' });
  const created2025 = card('new-2025', { dateOfCardCreated: '2025-01-01T00:00:00Z' });
  const created2026 = card('new-2026', { dateOfCardCreated: '2026-01-01T00:00:00Z' });
  const expiredUsed = card('expired-used', {
    status: 'SUSPENDED',
    dateOfCardLastUsed: '2026-11-20T10:00:00Z',
  });
  const expiredUnused = card('expired-unused', {
    panExpirationMonth: '10',
    panExpirationYear: '2026',
    dateOfCardCreated: '2026-06-01T00:00:00Z',
  });
  const ids = (cards: ClickToPayCard[]) => cards.map((value) => value.srcDigitalCardId);

  it('puts used cards by last use, then unused by creation, then expired cards', () => {
    const sorted = sortClickToPayCards(
      [expiredUnused, created2025, usedOctober, expiredUsed, usedNovember, created2026],
      TODAY,
    );
    expect(ids(sorted)).toEqual([
      'used-nov',
      'used-oct',
      'new-2026',
      'new-2025',
      'expired-used',
      'expired-unused',
    ]);
  });

  it.each([
    [
      [usedNovember, usedNovemberToo],
      ['used-nov', 'used-nov-too'],
    ],
    [
      [usedNovemberToo, usedNovember],
      ['used-nov-too', 'used-nov'],
    ],
    [
      [
        card('a', { dateOfCardCreated: '2026-01-01' }),
        card('b', { dateOfCardCreated: '2026-01-01' }),
      ],
      ['a', 'b'],
    ],
    [
      [
        card('b', { dateOfCardCreated: '2026-01-01' }),
        card('a', { dateOfCardCreated: '2026-01-01' }),
      ],
      ['b', 'a'],
    ],
    [
      [card('x', { status: 'EXPIRED' }), card('y', { status: 'SUSPENDED' })],
      ['x', 'y'],
    ],
  ])('keeps the given order on ties: %#', (cards, expected) => {
    expect(ids(sortClickToPayCards(cards, TODAY))).toEqual(expected);
  });

  it('counts an unreadable last-use date as unused and an unreadable creation date as oldest', () => {
    const unreadableUse = card('unreadable-use', {
      dateOfCardLastUsed: 'yesterday',
      dateOfCardCreated: '2026-03-01T00:00:00Z',
    });
    const unreadableCreation = card('unreadable-creation', { dateOfCardCreated: 'long ago' });
    const sorted = sortClickToPayCards(
      [unreadableCreation, created2025, unreadableUse, usedOctober],
      TODAY,
    );
    expect(ids(sorted)).toEqual(['used-oct', 'unreadable-use', 'new-2025', 'unreadable-creation']);
  });

  it('returns a new array and leaves the cards alone', () => {
    const cards = Object.freeze([created2025, usedOctober]);
    const sorted = sortClickToPayCards(cards, TODAY);
    expect(sorted).not.toBe(cards);
    expect(ids(sorted)).toEqual(['used-oct', 'new-2025']);
    expect(ids([...cards])).toEqual(['new-2025', 'used-oct']);
    expect(sorted[0]).toBe(usedOctober);
    expect(sortClickToPayCards([], TODAY)).toEqual([]);
  });

  it('always gives a permutation with the groups in order', () => {
    const date = fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2026, 10, 22) })
      .map((time) => new Date(time).toISOString());
    const arbitraryCard = fc.record({
      id: fc.uuid(),
      used: fc.option(date, { nil: undefined }),
      created: date,
      status: fc.constantFrom('ACTIVE', 'PENDING', 'SUSPENDED'),
      year: fc.constantFrom('2025', '2026', '2027'),
    });
    fc.assert(
      fc.property(fc.array(arbitraryCard, { maxLength: 12 }), (records) => {
        const cards = records.map((r) =>
          card(r.id, {
            dateOfCardLastUsed: r.used,
            dateOfCardCreated: r.created,
            status: r.status,
            panExpirationYear: r.year,
          }),
        );
        const sorted = sortClickToPayCards(cards, TODAY);
        const group = (value: ClickToPayCard) =>
          isClickToPayCardExpired(value, TODAY) ? 2 : value.dateOfCardLastUsed ? 0 : 1;
        const key = (value: ClickToPayCard) =>
          Date.parse(value.dateOfCardLastUsed ?? value.dateOfCardCreated);
        const inOrder = sorted.every((value, index) => {
          const next = sorted[index + 1];
          if (!next) return true;
          if (group(value) !== group(next)) return group(value) < group(next);
          // Within the two live groups, newest first.
          return group(value) === 2 || key(value) >= key(next);
        });
        return sorted.length === cards.length && cards.every((c) => sorted.includes(c)) && inOrder;
      }),
    );
  });
});
