/**
 * The numbers the contract domain hands out: unified contract codes (330100-2026-HT-000123),
 * project codes (330100-2026-XM-0012), the bureaus' filing numbers (杭司备〔2026〕15号) and the units'
 * own contract numbers (杭财合〔2026〕12号, by the unit's template: src/domain/unit-numbering.ts).
 *
 * Each comes from a row of code_sequences bumped in the caller's transaction with one
 * `insert ... on conflict do update ... returning`: atomic under concurrent requests and several
 * server processes. The first use of a key (and any later use) starts above the highest number
 * already in the table, so rows written by the seed or an import are never numbered twice.
 */
import { type SQL, sql } from 'drizzle-orm';
import { numberingUnitOf, renderUnitNo } from '../../../src/domain/unit-numbering';
import type { Db } from '../../db/client';
import { codeSequences } from '../../db/schema';
import { unitChain } from '../../http/unit-tree';

/**
 * Reserves `n` numbers of a sequence in one statement and answers the last one (the reserved ones
 * are last - n + 1 .. last); `floor` = the highest number already used in the table.
 */
async function nextSerial(tx: Db, key: string, floor: SQL, n = 1): Promise<number> {
  const [row] = await tx
    .insert(codeSequences)
    .values({ key, last: sql`(${floor}) + ${n}` })
    .onConflictDoUpdate({
      target: codeSequences.key,
      set: { last: sql`greatest(${codeSequences.last}, excluded.last - ${n}) + ${n}` },
    })
    .returning({ last: codeSequences.last });
  return row!.last;
}

/** The year in China Standard Time. */
export const yearOf = (at: Date): number => new Date(at.getTime() + 8 * 3_600_000).getUTCFullYear();

/** The next `n` codes of a `${adcode}-${year}-${kind}-` prefix, e.g. 330100-2026-HT-000124. */
async function nextCodes(tx: Db, table: 'contracts' | 'projects', kind: 'HT' | 'XM', adcode: string, at: Date, width: number, n: number) {
  const prefix = `${adcode}-${yearOf(at)}-${kind}-`;
  const floor = sql`select coalesce(max(split_part(code, '-', 4)::int), 0) from ${sql.identifier(table)}
    where code like ${`${prefix}%`} and split_part(code, '-', 4) ~ '^[0-9]{1,9}$'`;
  const last = await nextSerial(tx, prefix, floor, n);
  return Array.from({ length: n }, (_, i) => `${prefix}${String(last - n + 1 + i).padStart(width, '0')}`);
}

const PROVINCE_ADCODE = '330000';

/** The unified code of a new contract of an area (its adcode; the province's when unknown). */
export const nextContractCode = async (tx: Db, adcode: string | null, at: Date): Promise<string> =>
  (await nextCodes(tx, 'contracts', 'HT', adcode ?? PROVINCE_ADCODE, at, 6, 1))[0]!;

/** `n` unified codes at once (imports): one statement whatever `n`. */
export const nextContractCodes = (tx: Db, adcode: string | null, at: Date, n: number): Promise<string[]> =>
  nextCodes(tx, 'contracts', 'HT', adcode ?? PROVINCE_ADCODE, at, 6, n);

/** The code of a new project. */
export const nextProjectCode = async (tx: Db, adcode: string | null, at: Date): Promise<string> =>
  (await nextCodes(tx, 'projects', 'XM', adcode ?? PROVINCE_ADCODE, at, 4, 1))[0]!;

/** The next filing number of a bureau, e.g. 杭司备〔2026〕16号. */
export async function nextFilingNo(tx: Db, filingPrefix: string, at: Date): Promise<string> {
  const key = `${filingPrefix}〔${yearOf(at)}〕`;
  const floor = sql`select coalesce(max(substring(filing_no from ${`^${key}([0-9]+)号$`})::int), 0) from filings
    where filing_no like ${`${key}%`}`;
  return `${key}${await nextSerial(tx, key, floor)}号`;
}

// ---------------------------------------------------------------- unit numbers
/** A unit that numbers contracts: its id, short name and template. */
export interface NumberingUnit {
  id: number;
  shortName: string | null;
  numberTemplate: string | null;
}

/** The columns of a contract's unit number (all null: no unit number). */
export interface UnitNoColumns {
  unitNo: string | null;
  unitNoUnitId: number | null;
  unitNoYear: number | null;
  unitNoSerial: number | null;
}

export const NO_UNIT_NO: UnitNoColumns = { unitNo: null, unitNoUnitId: null, unitNoYear: null, unitNoSerial: null };

/**
 * The next `n` unit numbers of a unit in a year, in one statement: serials last - n + 1 .. last of
 * the sequence `unit-no:<unitId>:<year>`, which starts above the highest serial the unit's
 * contracts already carry for that year. Taken in the caller's transaction, so a transaction that
 * rolls back gives its numbers back (gap-free), and concurrent ones wait for the sequence row and
 * get the next numbers (PostgreSQL) or run one after the other (PGlite).
 */
export async function nextUnitNumbers(tx: Db, unit: NumberingUnit, year: number, n: number): Promise<UnitNoColumns[]> {
  const template = unit.numberTemplate;
  if (!template || n <= 0) return [];
  const floor = sql`select coalesce(max(unit_no_serial), 0) from contracts where unit_no_unit_id = ${unit.id} and unit_no_year = ${year}`;
  const last = await nextSerial(tx, `unit-no:${unit.id}:${year}`, floor, n);
  return Array.from({ length: n }, (_, i) => {
    const serial = last - n + 1 + i;
    return { unitNo: renderUnitNo(template, { shortName: unit.shortName, year, serial }), unitNoUnitId: unit.id, unitNoYear: year, unitNoSerial: serial };
  });
}

/** The unit that numbers the contracts of a unit (numberingUnitOf over its chain), or null. */
export async function numberingUnitFor(tx: Db, unitId: number): Promise<NumberingUnit | null> {
  return numberingUnitOf(await unitChain(tx, unitId));
}

/** The unit number of a contract of `unitId` registered at `at` (the year in China Standard Time); nulls when its unit gives none. */
export async function unitNumberAt(tx: Db, unitId: number, at: Date): Promise<UnitNoColumns> {
  const unit = await numberingUnitFor(tx, unitId);
  if (!unit) return NO_UNIT_NO;
  return (await nextUnitNumbers(tx, unit, yearOf(at), 1))[0] ?? NO_UNIT_NO;
}

const CITY_ABBR: Readonly<Record<string, string>> = {
  '330100': '杭',
  '330200': '甬',
  '330300': '温',
  '330400': '嘉',
  '330500': '湖',
  '330600': '绍',
  '330700': '金',
  '330800': '衢',
  '330900': '舟',
  '331000': '台',
  '331100': '丽',
};

/** The short name a bureau puts in its filing numbers: 浙 for the province, 杭 for Hangzhou, 西湖 for 西湖区. */
export function filingAbbr(area: { unitName: string; areaLevel: string | null; adcode: string | null }): string {
  if (area.areaLevel === 'province') return area.unitName.charAt(0);
  if (area.areaLevel === 'city') return CITY_ABBR[area.adcode ?? ''] ?? area.unitName.charAt(0);
  return area.unitName.length >= 3 ? area.unitName.slice(0, -1) : area.unitName;
}

/** A bureau's filing-number prefix from its area, e.g. 杭司备. */
export const filingPrefixOf = (area: { unitName: string; areaLevel: string | null; adcode: string | null }): string =>
  `${filingAbbr(area)}司备`;
