/**
 * contract/importV1, the write (docs/api/contract-excel.md): one transaction writes each checked
 * contract (source v1, status filed or performing, a new unified code and, when its unit numbers
 * contracts, a unit number of its signing year), its parties, an `import` audit entry and, with a
 * filing number, a filed filing.
 */
import { isMajorContract, needsFairReview } from '../../../src/domain/contract';
import type { Db } from '../../db/client';
import { contractParties, contracts, filings, statusHistory } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { duplicate } from '../../http/errors';
import type { PlannedContract } from './import-plan';
import { NO_UNIT_NO, type NumberingUnit, nextContractCodes, nextUnitNumbers, type UnitNoColumns } from './numbering';

const BATCH = 500;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

function isUniqueViolation(e: unknown): boolean {
  for (let x: unknown = e, depth = 0; x && typeof x === 'object' && depth < 5; depth++) {
    if ((x as { code?: unknown }).code === '23505') return true;
    x = (x as { cause?: unknown }).cause;
  }
  return false;
}

/** Noon of a day in China Standard Time (the year of a unified code is the signing year). */
const noonOf = (day: string) => new Date(`${day}T12:00:00+08:00`);
/** The start of a day in China Standard Time. */
const startOf = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The unified code of each planned contract (area of its unit, year of its signing), in order. */
async function codesOf(tx: Db, planned: readonly PlannedContract[]): Promise<string[]> {
  const groups = new Map<string, number[]>();
  for (const [i, p] of planned.entries()) {
    const key = `${p.adcode ?? ''}|${p.signDate.slice(0, 4)}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  }
  const codes: string[] = new Array(planned.length);
  for (const indexes of groups.values()) {
    const p = planned[indexes[0]!]!;
    const list = await nextContractCodes(tx, p.adcode, noonOf(p.signDate), indexes.length);
    indexes.forEach((at, i) => {
      codes[at] = list[i]!;
    });
  }
  return codes;
}

/**
 * The unit number of each planned contract (its numbering unit, the year of its signing), in order:
 * one statement per unit and year, taken in a fixed order (unit, year) so that concurrent writers
 * wait for each other rather than deadlock.
 */
async function unitNumbersOf(tx: Db, planned: readonly PlannedContract[]): Promise<UnitNoColumns[]> {
  const groups = new Map<string, { unit: NumberingUnit; year: number; at: number[] }>();
  for (const [i, p] of planned.entries()) {
    if (!p.numbering) continue;
    const year = Number(p.signDate.slice(0, 4));
    const key = `${p.numbering.id}|${year}`;
    const group = groups.get(key) ?? { unit: p.numbering, year, at: [] };
    group.at.push(i);
    groups.set(key, group);
  }
  const numbers: UnitNoColumns[] = planned.map(() => NO_UNIT_NO);
  const ordered = [...groups.values()].sort((a, b) => a.unit.id - b.unit.id || a.year - b.year);
  for (const g of ordered) {
    const list = await nextUnitNumbers(tx, g.unit, g.year, g.at.length);
    g.at.forEach((at, i) => {
      numbers[at] = list[i]!;
    });
  }
  return numbers;
}

/** Writes the planned contracts in one transaction; answers their ids in sheet order. */
export async function writeImport(db: Db, ctx: AuthContext, planned: PlannedContract[]): Promise<number[]> {
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const codes = await codesOf(tx, planned);
      const unitNos = await unitNumbersOf(tx, planned);
      const values: (typeof contracts.$inferInsert)[] = [];
      for (const [i, p] of planned.entries()) {
        const classification = { category: p.category, amountFen: p.amountFen };
        values.push({
          code: codes[i]!,
          ...unitNos[i]!,
          name: p.name,
          category: p.category,
          attribute: 'main',
          status: p.status,
          isMajor: isMajorContract(classification),
          needsFairReview: needsFairReview(classification),
          ourRole: 'A',
          subject: p.subject ?? '',
          amountFen: p.amountFen,
          direction: p.direction,
          signDate: p.signDate,
          performStart: p.performStart,
          performEnd: p.performEnd,
          unitId: p.unit.id,
          areaId: p.areaId,
          bureauUnitId: p.bureauUnitId,
          source: 'v1',
          legacyCode: p.legacyCode,
          filingNo: p.filingNo,
          createdAt: now,
          updatedAt: now,
        });
      }
      const ids: number[] = [];
      for (const batch of chunks(values, BATCH)) {
        const inserted = await tx.insert(contracts).values(batch).returning({ id: contracts.id });
        ids.push(...inserted.map((r) => r.id));
      }
      const each = planned.map((p, i) => ({ p, id: ids[i]! }));
      for (const batch of chunks(each, BATCH)) {
        await tx.insert(contractParties).values(
          batch.flatMap(({ p, id }) => [
            {
              contractId: id,
              role: 'A',
              kind: 'unit',
              unitId: p.unit.id,
              name: p.unit.unitName,
              creditCode: p.unit.creditCode,
              signedAt: startOf(p.signDate),
            },
            {
              contractId: id,
              role: 'B',
              kind: 'counterpart',
              counterpartId: p.counterpart.id,
              name: p.counterpart.name,
              creditCode: p.counterpart.creditCode,
              signedAt: startOf(p.signDate),
            },
          ]),
        );
        await tx.insert(statusHistory).values(
          batch.map(({ p, id }) => ({
            contractId: id,
            action: 'import',
            fromStatus: null,
            toStatus: p.status,
            userId: ctx.userId,
            unitId: ctx.currentUnitId,
            opinion: `自1.0系统导入，原编号 ${p.legacyCode}`,
            at: now,
          })),
        );
        const filed = batch.filter(({ p }) => p.filingNo);
        if (filed.length) {
          await tx.insert(filings).values(
            filed.map(({ p, id }) => ({
              contractId: id,
              bureauUnitId: p.bureauUnitId,
              filingNo: p.filingNo,
              status: 'filed',
              submittedBy: ctx.userId,
              submittedAt: now,
              opinion: `自1.0系统导入，原备案编号 ${p.filingNo}`,
            })),
          );
        }
      }
      return ids;
    });
  } catch (e) {
    // Another import of the same 1.0 number committed between the check and this write.
    if (isUniqueViolation(e)) throw duplicate('contract');
    throw e;
  }
}
