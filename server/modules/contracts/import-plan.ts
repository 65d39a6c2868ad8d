/**
 * contract/importV1, the check (docs/api/contract-excel.md): every row of the sheet validated with
 * importRowSchema (src/domain/contract-import.ts) and then against the database in a handful of
 * queries (owning unit by name and inside the caller's data scope, counterpart by credit code, 1.0
 * numbers not yet imported nor repeated). Any error refuses the whole file with code 501 and the
 * rows' field paths; otherwise the contracts to write, each with its unit's area, bureau and
 * numbering unit (import-write.ts writes them).
 */
import { inArray } from 'drizzle-orm';
import { IMPORT_COLUMNS, type ImportKey, type ImportRow, importRowSchema, rowPath } from '../../../src/domain/contract-import';
import { ApiCode, type FieldErrors } from '../../../src/domain/envelope';
import { numberingUnitOf } from '../../../src/domain/unit-numbering';
import type { Db } from '../../db/client';
import { contracts, counterparts, units } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { ApiError } from '../../http/errors';
import { inUnitScope, unitScopeOf } from '../../http/scope';
import type { ImportLimits, SheetRow } from './import-v1';
import type { NumberingUnit } from './numbering';

type FieldError = FieldErrors['fields'][number];

/** A refusal listing field errors (code 501): the first `max` of them, and how many there are. */
export const invalidImport = (errors: FieldError[], max: number) =>
  new ApiError(ApiCode.invalid, 'importInvalid', { count: errors.length }, { fields: errors.slice(0, max), total: errors.length });

// ---------------------------------------------------------------- units
type UnitInfo = Pick<
  typeof units.$inferSelect,
  'id' | 'pid' | 'unitName' | 'type' | 'adcode' | 'isJudicialBureau' | 'creditCode' | 'shortName' | 'numberTemplate'
>;

/** Units that may own a contract: units, departments and offices (not areas or nodes). */
const OWNER_TYPES = new Set(['U', 'D', 'O']);

/** The unit tree in memory: names, areas and the judicial bureau of each area. */
function unitIndex(rows: UnitInfo[]) {
  const byId = new Map(rows.map((u) => [u.id, u]));
  const byName = new Map<string, UnitInfo[]>();
  for (const u of rows) {
    if (OWNER_TYPES.has(u.type)) byName.set(u.unitName, [...(byName.get(u.unitName) ?? []), u]);
  }
  const parentOf = (u: UnitInfo) => (u.pid === null ? undefined : byId.get(u.pid));
  /** The nearest area above the unit. */
  const areaOf = (u: UnitInfo): UnitInfo | null => {
    let cur = parentOf(u);
    for (let i = 0; cur && i < 32; i++, cur = parentOf(cur)) if (cur.type === 'A') return cur;
    return null;
  };
  // The bureau of an area: a judicial bureau whose nearest area it is, one directly under the area first.
  const bureauOfArea = new Map<number, UnitInfo>();
  const bureaus = rows.filter((u) => u.isJudicialBureau).sort((a, b) => a.id - b.id);
  for (const direct of [true, false]) {
    for (const b of bureaus) {
      const area = areaOf(b);
      if (area && (b.pid === area.id) === direct && !bureauOfArea.has(area.id)) bureauOfArea.set(area.id, b);
    }
  }
  return {
    /** Units named so: the last segment of `单位/处室`, each earlier segment naming the next unit above (nodes skipped). */
    find(path: string): UnitInfo[] {
      const segments = path.split('/').map((s) => s.trim()).filter(Boolean);
      const last = segments.pop();
      if (!last) return [];
      const above = segments.reverse();
      return (byName.get(last) ?? []).filter((u) => {
        let cur: UnitInfo | undefined = u;
        for (const name of above) {
          cur = cur && parentOf(cur);
          while (cur && cur.type === 'N') cur = parentOf(cur);
          if (cur?.unitName !== name) return false;
        }
        return true;
      });
    },
    areaOf,
    /** The unit that numbers the unit's contracts (numberingUnitOf over its chain), or null. */
    numberingOf(u: UnitInfo): UnitInfo | null {
      const chain: UnitInfo[] = [];
      for (let cur: UnitInfo | undefined = u, i = 0; cur && i < 32; cur = parentOf(cur), i++) chain.unshift(cur);
      return numberingUnitOf(chain);
    },
    /** The bureau that files the unit's contracts (a bureau's own go to the bureau of the area above). */
    bureauOf(u: UnitInfo): UnitInfo | null {
      const area = areaOf(u);
      if (!area) return null;
      let owner: UnitInfo | undefined = u;
      while (owner && owner.type !== 'U') owner = parentOf(owner);
      if (owner?.isJudicialBureau) {
        const upper = areaOf(area);
        return upper ? (bureauOfArea.get(upper.id) ?? null) : owner;
      }
      return bureauOfArea.get(area.id) ?? null;
    },
  };
}

// ---------------------------------------------------------------- validation
/** A row that passed every check: what writing it needs. */
export interface PlannedContract extends ImportRow {
  row: number;
  unit: UnitInfo;
  areaId: number | null;
  adcode: string | null;
  bureauUnitId: number | null;
  /** The unit whose template numbers it (null: no unit number). */
  numbering: NumberingUnit | null;
  counterpart: { id: number; name: string; creditCode: string };
}

const COLUMN_ORDER = new Map(IMPORT_COLUMNS.map((c, i) => [c.key as string, i]));

/**
 * Every row checked: the schema first, then the database. Answers the contracts to write, or
 * throws the 501 refusal listing the errors in sheet order.
 */
export async function planImport(db: Db, ctx: AuthContext, rows: SheetRow[], limits: ImportLimits): Promise<PlannedContract[]> {
  const errors: (FieldError & { row: number; col: number })[] = [];
  const fail = (row: number, key: string, message: string) =>
    errors.push({ row, col: COLUMN_ORDER.get(key) ?? 99, path: rowPath(row, key), message });

  const parsed: { row: number; value: ImportRow }[] = [];
  for (const r of rows) {
    const res = importRowSchema.safeParse(r.cells);
    if (res.success) parsed.push({ row: r.row, value: res.data });
    else for (const issue of res.error.issues) fail(r.row, String(issue.path[0] ?? 'row'), issue.message);
  }

  // The 1.0 numbers: once per file (checked over every row that has one), never imported before.
  const firstRowOf = new Map<string, number>();
  for (const r of rows) {
    const code = typeof r.cells.legacyCode === 'string' ? r.cells.legacyCode.trim() : r.cells.legacyCode?.toString();
    if (!code) continue;
    const first = firstRowOf.get(code);
    if (first === undefined) firstRowOf.set(code, r.row);
    else fail(r.row, 'legacyCode', `duplicate 1.0 number ${code}: also in row ${first}`);
  }
  const codes = [...new Set(parsed.map((p) => p.value.legacyCode))];
  const known = codes.length
    ? await db.select({ code: contracts.legacyCode }).from(contracts).where(inArray(contracts.legacyCode, codes))
    : [];
  // Numbers are unique over every contract, so this check is too (it names no contract the caller may not see).
  const knownCodes = new Set(known.map((k) => k.code));

  const creditCodes = [...new Set(parsed.map((p) => p.value.creditCode))];
  const cps = creditCodes.length
    ? await db
        .select({ id: counterparts.id, name: counterparts.name, creditCode: counterparts.creditCode })
        .from(counterparts)
        .where(inArray(counterparts.creditCode, creditCodes))
    : [];
  const cpByCode = new Map(cps.map((c) => [c.creditCode, c]));

  const index = unitIndex(
    await db
      .select({
        id: units.id,
        pid: units.pid,
        unitName: units.unitName,
        type: units.type,
        adcode: units.adcode,
        isJudicialBureau: units.isJudicialBureau,
        creditCode: units.creditCode,
        shortName: units.shortName,
        numberTemplate: units.numberTemplate,
      })
      .from(units),
  );
  const scope = await unitScopeOf(db, ctx);

  const planned: PlannedContract[] = [];
  for (const { row, value } of parsed) {
    let ok = true;
    const no = (key: ImportKey, message: string) => {
      fail(row, key, message);
      ok = false;
    };
    if (knownCodes.has(value.legacyCode)) no('legacyCode', `1.0 number ${value.legacyCode} was imported already`);
    const found = index.find(value.unitName);
    const unit = found.length === 1 ? found[0]! : null;
    if (!found.length) no('unitName', `no unit named ${value.unitName}`);
    else if (!unit) no('unitName', `${found.length} units are named ${value.unitName}: write it as 单位/处室`);
    else if (!inUnitScope(scope, unit.id)) no('unitName', `${value.unitName} is outside your data scope`);
    const cp = cpByCode.get(value.creditCode);
    if (!cp) no('creditCode', `no counterpart with credit code ${value.creditCode}`);
    if (!ok || !unit || !cp) continue;
    const area = index.areaOf(unit);
    planned.push({
      ...value,
      row,
      unit,
      areaId: area?.id ?? null,
      adcode: area?.adcode ?? null,
      bureauUnitId: index.bureauOf(unit)?.id ?? null,
      numbering: index.numberingOf(unit),
      counterpart: cp,
    });
  }
  if (errors.length) {
    errors.sort((a, b) => a.row - b.row || a.col - b.col);
    throw invalidImport(
      errors.map(({ path, message }) => ({ path, message })),
      limits.maxErrors,
    );
  }
  return planned;
}
