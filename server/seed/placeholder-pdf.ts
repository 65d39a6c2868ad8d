/**
 * The one-page PDFs that stand in for the documents of generated records (a decision's minutes, a
 * contract's draft): a title and a few lines in English (pdf-lib's standard fonts cover Latin text
 * only), built once per process and stored once; every generated record's files row points at it.
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const built = new Map<string, Promise<Uint8Array>>();

export function placeholderPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const key = JSON.stringify([title, lines]);
  let bytes = built.get(key);
  if (!bytes) {
    bytes = (async () => {
      const doc = await PDFDocument.create();
      doc.setTitle(`${title} (demo data)`);
      const page = doc.addPage([595, 842]);
      const bold = await doc.embedFont(StandardFonts.HelveticaBold);
      const regular = await doc.embedFont(StandardFonts.Helvetica);
      page.drawText(title, { x: 60, y: 760, size: 18, font: bold });
      lines.forEach((line, i) => {
        page.drawText(line, { x: 60, y: 720 - i * 18, size: 11, font: regular, color: rgb(0.2, 0.22, 0.26) });
      });
      return doc.save();
    })();
    built.set(key, bytes);
    bytes.catch(() => built.delete(key));
  }
  return bytes;
}
