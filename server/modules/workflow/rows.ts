/**
 * The matter part of every workflow row: the columns a page reads (the matter and its contract, in
 * the page's own query), the names of the page's people and units (one query each), and the row.
 */
import { eq } from 'drizzle-orm';
import { type MatterKind, type MatterStatus, matterLink } from '../../../src/domain/matter';
import type { MatterRow } from '../../../src/domain/workflow-api';
import type { Db } from '../../db/client';
import { contracts, matters } from '../../db/schema';
import { iso, nameOf, unitNames, userNames } from '../contracts/names';

/** The columns of the matter and of its contract every list reads (contracts are left-joined). */
export const MATTER_COLUMNS = {
  matterId: matters.id,
  kind: matters.kind,
  title: matters.title,
  status: matters.status,
  contractId: contracts.id,
  contractCode: contracts.code,
  contractName: contracts.name,
  projectId: matters.projectId,
  submitterId: matters.submitterId,
  submitUnitId: matters.submitUnitId,
  handlerUserId: matters.handlerUserId,
  handlerUnitId: matters.handlerUnitId,
  deadline: matters.deadline,
  createdAt: matters.createdAt,
  handledAt: matters.handledAt,
  handledBy: matters.handledBy,
  opinion: matters.opinion,
};

/** The join from a matter to its contract. */
export const contractOfMatter = eq(contracts.id, matters.contractId);

export interface MatterColumns {
  matterId: number;
  kind: string;
  title: string;
  status: string;
  contractId: number | null;
  contractCode: string | null;
  contractName: string | null;
  projectId: number | null;
  submitterId: number;
  submitUnitId: number | null;
  handlerUserId: number | null;
  handlerUnitId: number | null;
  deadline: string | null;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: number | null;
  opinion: string | null;
}

export interface PageNames {
  users: Map<number, string>;
  units: Map<number, string>;
}

/** The names a page shows: its matters' people and units, plus `moreUsers` (e.g. copy senders). */
export async function pageNames(db: Db, rows: readonly MatterColumns[], moreUsers: readonly number[] = []): Promise<PageNames> {
  const users = await userNames(db, [...rows.flatMap((r) => [r.submitterId, r.handlerUserId, r.handledBy]), ...moreUsers]);
  const units = await unitNames(
    db,
    rows.flatMap((r) => [r.submitUnitId, r.handlerUnitId]),
  );
  return { users, units };
}

/** The row's matter fields. `waiting`: the row still waits for its party (only then can it be overdue). */
export function matterRowOf(r: MatterColumns, names: PageNames, waiting: boolean, day: string): MatterRow {
  const kind = r.kind as MatterKind;
  return {
    matterId: r.matterId,
    kind,
    title: r.title,
    status: r.status as MatterStatus,
    contract: r.contractId === null ? null : { id: r.contractId, code: r.contractCode ?? '', name: r.contractName ?? '' },
    projectId: r.projectId,
    submitterName: nameOf(names.users, r.submitterId),
    submitUnitName: nameOf(names.units, r.submitUnitId),
    handlerUserId: r.handlerUserId,
    handlerUserName: nameOf(names.users, r.handlerUserId),
    handlerUnitId: r.handlerUnitId,
    handlerUnitName: nameOf(names.units, r.handlerUnitId),
    deadline: r.deadline,
    overdue: waiting && r.deadline !== null && r.deadline < day,
    createdAt: r.createdAt.toISOString(),
    handledAt: iso(r.handledAt),
    handledByName: nameOf(names.users, r.handledBy),
    opinion: r.opinion,
    link: matterLink(kind, r.matterId),
  };
}

/**
 * The total of a page: a page that is neither full nor past the end tells it by itself; otherwise
 * `countAll` runs (one count query).
 */
export async function totalOf(current: number, size: number, found: number, countAll: () => Promise<number>): Promise<number> {
  const offset = (current - 1) * size;
  if (found === size || (found === 0 && offset > 0)) return countAll();
  return offset + found;
}
