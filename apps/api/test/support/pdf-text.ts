import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFRawStream,
  type PDFRef,
  type PDFStream,
} from 'pdf-lib';

/**
 * The text a PDF written by pdf-lib shows, page by page: the hex strings of its `Tj` operators,
 * decoded from the standard fonts' encoding (Latin-1 for the characters our documents use).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of document.getPages()) {
    const contents = page.node.Contents();
    const streams: PDFStream[] =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => document.context.lookup(ref as PDFRef) as PDFStream)
        : contents
          ? [contents]
          : [];
    for (const stream of streams) {
      const data =
        stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
      const source = Buffer.from(data).toString('latin1');
      for (const match of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        lines.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
      }
    }
  }
  return lines.join('\n');
}
