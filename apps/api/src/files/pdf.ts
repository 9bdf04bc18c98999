import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** US Letter in points, with 0.75 in margins. */
export const pageSize: [number, number] = [612, 792];
export const margin = 54;

export const colors = {
  text: rgb(0.09, 0.11, 0.13),
  muted: rgb(0.36, 0.39, 0.43),
  rule: rgb(0.85, 0.87, 0.89),
};

export type Fonts = { regular: PDFFont; bold: PDFFont };

/** A new document with the standard fonts and fixed metadata (identical input → identical file). */
export async function createDocument(meta: { title: string; author: string; created: Date }) {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setCreator('paypage');
  doc.setProducer('paypage (pdf-lib)');
  doc.setCreationDate(meta.created);
  doc.setModificationDate(meta.created);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return { doc, fonts };
}

/**
 * Request text as the standard fonts can draw it (WinAnsi): accented letters stay, other
 * characters fall back to their unaccented form or "?". Text is only ever drawn, never parsed.
 */
export function printable(font: PDFFont, value: string): string {
  const supported = characterSets.get(font) ?? new Set(font.getCharacterSet());
  characterSets.set(font, supported);
  let out = '';
  for (const char of value.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0) ?? 63;
    if (supported.has(code)) {
      out += char;
      continue;
    }
    const base = (fallbacks[char] ?? char).normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += [...base].every((c) => supported.has(c.codePointAt(0) ?? 0)) && base ? base : '?';
  }
  return out;
}
const characterSets = new WeakMap<PDFFont, Set<number>>();
/** Letters that do not decompose into a base letter and a mark. */
const fallbacks: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
};

/** Splits text into lines no wider than `width` at `size` (long words are cut). */
export function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const words = printable(font, value).split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while (font.widthOfTextAtSize(word, size) > width) {
      let cut = word.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(word.slice(0, cut), size) > width) cut -= 1;
      if (line) lines.push(line);
      lines.push(word.slice(0, cut));
      line = '';
      word = word.slice(cut);
    }
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

export type TextOptions = { size?: number; bold?: boolean; color?: ReturnType<typeof rgb> };

/** Draws one line of text; `align: 'right'` puts its end at `x`. */
export function drawText(
  page: PDFPage,
  fonts: Fonts,
  value: string,
  x: number,
  y: number,
  options: TextOptions & { align?: 'left' | 'right' } = {},
) {
  const font = options.bold ? fonts.bold : fonts.regular;
  const size = options.size ?? 10;
  const line = printable(font, value);
  const left = options.align === 'right' ? x - font.widthOfTextAtSize(line, size) : x;
  page.drawText(line, { x: left, y, size, font, color: options.color ?? colors.text });
}

export function drawRule(page: PDFPage, y: number, from = margin, to = pageSize[0] - margin) {
  page.drawLine({
    start: { x: from, y },
    end: { x: to, y },
    thickness: 0.75,
    color: colors.rule,
  });
}

/** "Page n of m" at the foot of every page. */
export function numberPages(doc: PDFDocument, fonts: Fonts, note: string) {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    drawText(page, fonts, note, margin, 32, { size: 8, color: colors.muted });
    drawText(page, fonts, `Page ${index + 1} of ${pages.length}`, pageSize[0] - margin, 32, {
      size: 8,
      color: colors.muted,
      align: 'right',
    });
  });
}
