import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { printable, wrap } from './pdf.ts';

const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);

describe('printable', () => {
  it.each([
    ['Zoë Müller – café', 'Zoë Müller – café'],
    ['Łukasz Ōsaka', 'Lukasz Osaka'],
    ['東京 🚚', '?? ?'],
    ['line\nbreak\ttab', 'line break tab'],
  ])('%j → %j', (input, output) => {
    expect(printable(font, input)).toBe(output);
  });
});

describe('wrap', () => {
  it('fits lines into the width and cuts words that are too long', () => {
    const lines = wrap(font, `Short words here ${'x'.repeat(200)} end`, 10, 100);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
    expect(lines.join(' ').replace(/ /g, '')).toBe(`Shortwordshere${'x'.repeat(200)}end`);
  });

  it('answers one empty line for empty text', () => {
    expect(wrap(font, '', 10, 100)).toEqual(['']);
  });
});
