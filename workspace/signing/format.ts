/** Small pure helpers of the signing pages. */

/** A positive integer id from a query parameter, else null. */
export function idOf(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}

/** An ISO time as YYYY-MM-DD HH:mm in China Standard Time (the app's time zone). */
export function cstTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** A sha256 split in groups of eight, so it wraps and can be compared by eye. */
export const groupedHash = (hex: string): string => hex.match(/.{1,8}/g)?.join(' ') ?? hex;

/** The index of the Steps' current step: the first unsigned party (all signed: past the last). */
export function currentStep(parties: readonly { signed: boolean }[]): number {
  const i = parties.findIndex((p) => !p.signed);
  return i < 0 ? parties.length : i;
}
