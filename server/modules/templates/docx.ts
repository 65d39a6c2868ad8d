/**
 * A minimal Word document (OOXML .docx) built by hand with jszip: a centred bold title, then one
 * paragraph per line of text. East Asian text is set in SimSun (宋体) so Word and WPS show Chinese
 * with the right font; the XML is UTF-8 and every text is escaped.
 */
import JSZip from 'jszip';
import { escapeHtml } from '../../../src/domain/escape';

/** Characters XML 1.0 does not allow (controls other than tab, line feed, carriage return). */
const notXmlChar = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;
};

/** Text as XML character data: the characters XML cannot hold dropped, then the shared escaping (& < > " '). */
const escapeXml = (s: string) =>
  escapeHtml(
    Array.from(s)
      .filter((c) => !notXmlChar(c))
      .join(''),
  );

const FONTS = '<w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:eastAsia="宋体" w:cs="Times New Roman"/>';

const run = (text: string, extra = '') =>
  `<w:r><w:rPr>${FONTS}${extra}</w:rPr><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;

const paragraph = (text: string) =>
  `<w:p><w:pPr><w:spacing w:line="360" w:lineRule="auto"/></w:pPr>${text ? run(text, '<w:sz w:val="24"/>') : ''}</w:p>`;

const title = (text: string) =>
  `<w:p><w:pPr><w:jc w:val="center"/><w:spacing w:after="240"/></w:pPr>${run(text, '<w:b/><w:sz w:val="36"/>')}</w:p>`;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** The .docx bytes of a document: its title and its text (lines become paragraphs). */
export async function buildDocx(docTitle: string, text: string): Promise<Buffer> {
  const body = [title(docTitle), ...text.split(/\r?\n/).map(paragraph)].join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1800" w:bottom="1440" w:left="1800" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', RELS);
  zip.file('word/document.xml', document);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
