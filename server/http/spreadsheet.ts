/** What every Excel download shares: its content type, and its name stamped with the time in China Standard Time. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const CST_OFFSET_MS = 8 * 3_600_000;

/** `<prefix>_20260522-153000.xlsx`: the moment `at` in China Standard Time. */
export function stampedXlsxName(prefix: string, at = new Date()): string {
  const t = new Date(at.getTime() + CST_OFFSET_MS).toISOString();
  return `${prefix}_${t.slice(0, 10).replaceAll('-', '')}-${t.slice(11, 19).replaceAll(':', '')}.xlsx`;
}
