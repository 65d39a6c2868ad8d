/**
 * Demo seals: a contract seal (合同专用章) for every government body and judicial bureau, and an
 * official seal (公章) for every third one. Serial numbers: the area code and a 7-digit sequence.
 */
import type { Db } from '../db/client';
import { seals } from '../db/schema';
import type { UnitSeedRow } from './units';

export interface SealSeed {
  unitKey: string;
  sealSn: string;
  sealName: string;
}

export function buildSealRows(unitRows: readonly UnitSeedRow[]): SealSeed[] {
  const out: SealSeed[] = [];
  let seq = 12_345;
  const sn = (areaCode: string) => `${areaCode}${String(seq++).padStart(7, '0')}`;
  unitRows
    .filter((u) => u.kind === 'gov' || u.kind === 'bureau')
    .forEach((u, i) => {
      out.push({ unitKey: u.key, sealSn: sn(u.areaCode), sealName: `${u.unitName}合同专用章` });
      if (i % 3 === 0) out.push({ unitKey: u.key, sealSn: sn(u.areaCode), sealName: `${u.unitName}公章` });
    });
  return out;
}

export async function insertSeals(db: Db, rows: readonly SealSeed[], unitId: (key: string) => number): Promise<number> {
  await db.insert(seals).values(rows.map((s) => ({ unitId: unitId(s.unitKey), sealSn: s.sealSn, sealName: s.sealName })));
  return rows.length;
}
