/**
 * The unpacked size of a zip archive (an .xlsx is one), read from its central directory without
 * unpacking anything: an upload is refused before a spreadsheet reader inflates a small file into
 * gigabytes (a zip bomb).
 */

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const EOCD_MIN = 22;
const ZIP64_MARK = 0xffffffff;

/**
 * The sum of the entries' uncompressed sizes, or null when the archive is not a plain zip this can
 * read (no end record, a broken central directory, or ZIP64 sizes): the caller refuses those.
 */
export function unpackedZipSize(data: Uint8Array): number | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 65535.
  const lowest = Math.max(0, data.length - EOCD_MIN - 0xffff);
  let eocd = -1;
  for (let i = data.length - EOCD_MIN; i >= lowest; i--) {
    if (view.getUint32(i, true) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = view.getUint16(eocd + 10, true);
  const dirOffset = view.getUint32(eocd + 16, true);
  if (dirOffset === ZIP64_MARK || entries === 0xffff) return null;
  let at = dirOffset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > data.length || view.getUint32(at, true) !== CENTRAL_SIG) return null;
    const size = view.getUint32(at + 24, true);
    if (size === ZIP64_MARK) return null;
    total += size;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}
