import { describe, expect, it, vi } from 'vitest';
import { formatShortDate } from './dates';
import { carryFormattedTexts, formattedText, recordFormattedTexts } from './formatted-texts';
import { calendarDateIn } from './today';

describe('formatted texts carried from the server render', () => {
  it('records what a render formatted, with the texts Intl made', () => {
    const { result, texts } = recordFormattedTexts(() => [
      formatShortDate('2031-03-09', 'America/New_York'),
      calendarDateIn(new Date('2031-03-09T03:00:00Z'), 'America/New_York'),
    ]);
    expect(result).toEqual(['Mar 9, 2031', '2031-03-08']);
    expect(texts).toEqual({
      'date short UTC 2031-03-09': 'Mar 9, 2031',
      'day America/New_York 2031-03-09T03:00:00.000Z': '2031-03-08',
    });
  });

  it('gives a carried text without formatting, and formats anything else', () => {
    carryFormattedTexts({ 'test carried': 'from the server' });
    const format = vi.fn(() => 'made here');
    expect(formattedText('test carried', format)).toBe('from the server');
    expect(format).not.toHaveBeenCalled();
    expect(formattedText('test not carried', format)).toBe('made here');
    expect(format).toHaveBeenCalledOnce();
  });

  it('reads back in the browser exactly what the server recorded', () => {
    const server = recordFormattedTexts(() =>
      formatShortDate('2032-07-04T12:00:00Z', 'Asia/Tokyo'),
    );
    carryFormattedTexts(server.texts);
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatShortDate('2032-07-04T12:00:00Z', 'Asia/Tokyo')).toBe(server.result);
    expect(intl).not.toHaveBeenCalled();
  });
});
