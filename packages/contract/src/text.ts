/**
 * Bidirectional-text controls: the embeddings and overrides U+202A–U+202E,
 * the isolates U+2066–U+2069, the marks U+200E, U+200F and U+061C. In a file name they can show
 * 'invoice\u202Efdp.exe' as 'invoiceexe.pdf'; file and download names drop them.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** `text` without bidi controls (file names, download names, `Content-Disposition`). */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
