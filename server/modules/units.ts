/**
 * Organisational units and their seals (spec section 7, Unit). Shapes and rules: docs/api/units.md.
 *
 *   POST   admin_sys_unit/add             unit.add     unitInputSchema -> the new unit
 *   PUT    admin_sys_unit/edit            unit.edit    unitEditSchema (a patch) -> the unit after the edit
 *   DELETE admin_sys_unit/del?id=         unit.delete  -> null
 *   GET    admin_sys_unit/getTreeList     unit.query   the whole tree; ?type=A,N keeps only those types
 *   GET    admin_sys_unit/getPTTreeList   signed in    platform tree (below)
 *   GET    admin_sys_unit/getDSTreeList   signed in    departments tree (below)
 *   GET    admin_sys_unit/getSSTreeList   signed in    supervision tree (below)
 *   GET    admin_sys_unit/getDHTreeList   signed in    data-scope tree (below)
 *   GET    sys_unit/getComUnitInfo?unitId= signed in   the unit plus unitList (root first, itself last)
 *   GET    sys_unit/getAreaTree           signed in    the tree of areas (type A only)
 *   POST   sys_unit/sealSn                seal.add (new) / seal.edit (with id)   sealInputSchema -> the seal
 *   GET    sys_unit/getSealSn?unitId=     seal.query   the unit's seals
 *
 * The tree filters. Every tree is UnitNode[] sorted by sort, then id. When a filter drops a unit, its
 * kept descendants move up to its nearest kept ancestor (their pid still names their real parent).
 *   getPTTreeList  platform (area) tree: the A and N units of the whole organisation.
 *   getDSTreeList  departments tree: one root per unit the caller belongs to, each with only its D and O
 *                  descendants (for choosing the caller's own department or office).
 *   getSSTreeList  supervision tree: the areas, each with the judicial-bureau units of that area (units
 *                  flagged isJudicialBureau, found through any N units in between); for choosing the
 *                  bureau a contract is filed with.
 *   getDHTreeList  the caller's data-scope tree (server/http/scope.ts): the whole tree for dataScope
 *                  'all'; for bureau staff (scope 'area') in a judicial bureau, the subtree of its
 *                  nearest area ancestor; otherwise the current unit's own subtree; none gives [].
 *
 * Placement: A at the root or under A; N and U under A or N; D under U; O under D or U. Only areas have
 * areaLevel (required for them) and adcode; only U units can be judicial bureaux. Sibling names are unique.
 * Contract numbering (docs/api/units.md): any unit may have a shortName; U, D and O units a
 * numberTemplate (src/domain/unit-numbering.ts), which needs the shortName when it uses {简称}.
 * Deleting is refused (code 500) while the unit has sub-units, users (user_units), seals, contracts (as the
 * owning unit or the filing bureau) or projects; otherwise the unit goes, with its legal-adviser
 * assignments, in one transaction.
 * Data scope: callers without a role of dataScope 'all' add, edit, delete and move units only inside
 * their data scope (server/http/scope.ts) (never the current unit itself, never at the root), and read or write the
 * seals of that subtree only. Ids an input refers to that do not exist (pid, unitId, imageFileId) are
 * input errors (code 501, result.fields); an unknown id of the record being edited, deleted or read is
 * refused (code 500).
 */
import { and, count, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasPermission } from '../../src/domain/permissions';
import {
  idQuerySchema,
  type Seal,
  type SealInput,
  sealInputSchema,
  type Unit,
  type UnitEdit,
  type UnitInfo,
  type UnitInput,
  type UnitNode,
  type UnitType,
  unitEditSchema,
  unitIdQuerySchema,
  unitInputSchema,
  unitTreeQuerySchema,
} from '../../src/domain/system';
import { mayNumber, usesShortName } from '../../src/domain/unit-numbering';
import type { AppDeps } from '../app';
import type { Db } from '../db/client';
import { contracts, files, legalAdviserUnits, projects, seals, units, userUnits, users } from '../db/schema';
import { type AuthContext, caller } from '../http/auth';
import { duplicate, forbidden, invalidField, notFound, refused } from '../http/errors';
import { ok } from '../http/reply';
import { maySitUnder } from '../../src/domain/unit-placement';
import { scopeRootId, unitScopeOf } from '../http/scope';
import { descendantIds, toUnit, type UnitRow, unitChain, unitTree } from '../http/unit-tree';
import { byBodyId, byQueryId, resultId } from './audit/changes';

async function findUnit(db: Db, id: number): Promise<UnitRow | undefined> {
  const [row] = await db.select().from(units).where(eq(units.id, id));
  return row;
}

async function allUnits(db: Db): Promise<UnitRow[]> {
  return db.select().from(units);
}

async function countOf(
  db: Db,
  table: typeof units | typeof userUnits | typeof seals | typeof contracts | typeof projects,
  where: SQL,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

// ---------------------------------------------------------------- trees

/** Keeps the nodes that pass; the kept descendants of a dropped node move up in its place. */
export function filterTree(nodes: UnitNode[], keep: (u: UnitNode) => boolean): UnitNode[] {
  return nodes.flatMap((n) => (keep(n) ? [{ ...n, children: filterTree(n.children, keep) }] : filterTree(n.children, keep)));
}

function indexTree(nodes: UnitNode[], into = new Map<number, UnitNode>()): Map<number, UnitNode> {
  for (const n of nodes) {
    into.set(n.id, n);
    indexTree(n.children, into);
  }
  return into;
}

const byOrder = (a: Unit, b: Unit) => a.sort - b.sort || a.id - b.id;
const ofTypes = (types: readonly UnitType[]) => (u: Unit) => types.includes(u.type);

async function fullTree(db: Db): Promise<UnitNode[]> {
  return unitTree(await allUnits(db));
}

/** getDSTreeList: each unit the caller belongs to, with its D and O descendants. */
async function departmentsTree(db: Db, ctx: AuthContext): Promise<UnitNode[]> {
  const index = indexTree(await fullTree(db));
  return ctx.unitIds
    .map((id) => index.get(id))
    .filter((n): n is UnitNode => !!n)
    .sort(byOrder)
    .map((n) => ({ ...n, children: filterTree(n.children, ofTypes(['D', 'O'])) }));
}

/** getDHTreeList: the caller's data-scope tree (scope.ts): a bureau's area, else the current unit's subtree; all for administrators. */
async function dataScopeTree(db: Db, ctx: AuthContext): Promise<UnitNode[]> {
  if (ctx.dataScope === 'all') return fullTree(db);
  const rootId = await scopeRootId(db, ctx);
  const root = rootId ? indexTree(await fullTree(db)).get(rootId) : undefined;
  return root ? [root] : [];
}

// ---------------------------------------------------------------- data scope

/** The units the caller may manage: null for all of them, else the caller's data scope. */
async function manageableUnits(db: Db, ctx: AuthContext): Promise<ReadonlySet<number> | null> {
  const scope = await unitScopeOf(db, ctx);
  return scope === 'all' ? null : scope;
}

/** Unit writes: the parent (null: the root) and the unit must lie in the caller's subtree. */
async function requireUnitScope(db: Db, ctx: AuthContext, ids: (number | null)[]): Promise<void> {
  const scope = await manageableUnits(db, ctx);
  if (scope && ids.some((id) => id === null || !scope.has(id))) throw refused('outOfScope');
}

// ---------------------------------------------------------------- unit rules

function checkPlacement(type: UnitType, parentType: UnitType | null): void {
  if (maySitUnder(type, parentType)) return;
  throw refused(parentType === null ? 'unitRootNotArea' : 'unitTypeUnderParent');
}

async function checkChildrenFit(db: Db, id: number, type: UnitType): Promise<void> {
  const children = await db.select({ type: units.type }).from(units).where(eq(units.pid, id));
  if (children.some((c) => !maySitUnder(c.type as UnitType, type))) throw refused('unitTypeChildren');
}

async function parentOf(db: Db, pid: number | null): Promise<UnitRow | null> {
  if (pid === null) return null;
  const parent = await findUnit(db, pid);
  if (!parent) throw invalidField('body.pid', 'no such unit');
  return parent;
}

type TypeFields = Pick<UnitRow, 'areaLevel' | 'adcode' | 'isJudicialBureau'>;

/** Level and adcode belong to areas (a level is required), the bureau flag to U units. */
function typeFields(type: UnitType, given: Partial<TypeFields>, before?: TypeFields): TypeFields {
  const merged = {
    areaLevel: given.areaLevel === undefined ? (before?.areaLevel ?? null) : given.areaLevel,
    adcode: given.adcode === undefined ? (before?.adcode ?? null) : given.adcode,
    isJudicialBureau: given.isJudicialBureau ?? before?.isJudicialBureau ?? false,
  };
  if (type !== 'A') {
    if (given.areaLevel) throw invalidField('body.areaLevel', 'only areas (type A) have a level');
    if (given.adcode) throw invalidField('body.adcode', 'only areas (type A) have an adcode');
    merged.areaLevel = null;
    merged.adcode = null;
  } else if (!merged.areaLevel) {
    throw invalidField('body.areaLevel', 'an area needs a level: province, city or county');
  }
  if (type !== 'U') {
    if (given.isJudicialBureau) throw invalidField('body.isJudicialBureau', 'only units (type U) can be a judicial bureau');
    merged.isJudicialBureau = false;
  }
  return merged;
}

type NumberingFields = Pick<UnitRow, 'shortName' | 'numberTemplate'>;

/**
 * Any unit may have a short name; only units, departments and offices (they own contracts) a number
 * template, and a template that uses {简称} needs the short name.
 */
function numberingFields(type: UnitType, given: Partial<NumberingFields>, before?: NumberingFields): NumberingFields {
  const shortName = given.shortName === undefined ? (before?.shortName ?? null) : given.shortName;
  let numberTemplate = given.numberTemplate === undefined ? (before?.numberTemplate ?? null) : given.numberTemplate;
  if (!mayNumber(type)) {
    if (given.numberTemplate) throw invalidField('body.numberTemplate', 'only units, departments and offices (types U, D, O) number contracts');
    numberTemplate = null;
  }
  if (numberTemplate && !shortName && usesShortName(numberTemplate)) {
    throw invalidField('body.shortName', 'the number template uses {简称}: give the unit a short name');
  }
  return { shortName, numberTemplate };
}

async function requireUniqueName(db: Db, pid: number | null, unitName: string, selfId = 0): Promise<void> {
  const sameParent = pid === null ? isNull(units.pid) : eq(units.pid, pid);
  const n = await countOf(db, units, and(sameParent, eq(units.unitName, unitName), ne(units.id, selfId)) as SQL);
  if (n > 0) throw duplicate('unit');
}

// ---------------------------------------------------------------- unit writes

async function addUnit(db: Db, ctx: AuthContext, input: UnitInput): Promise<Unit> {
  const parent = await parentOf(db, input.pid);
  checkPlacement(input.type, (parent?.type as UnitType | undefined) ?? null);
  const fields = typeFields(input.type, input);
  const numbering = numberingFields(input.type, input);
  await requireUnitScope(db, ctx, [input.pid]);
  await requireUniqueName(db, input.pid, input.unitName);
  const [row] = await db
    .insert(units)
    .values({
      pid: input.pid,
      unitName: input.unitName,
      type: input.type,
      ...fields,
      creditCode: input.creditCode || null,
      sort: input.sort ?? 0,
      ...numbering,
    })
    .returning();
  if (!row) throw new Error('unit insert returned nothing');
  return toUnit(row);
}

/** The parent after an edit: not the unit itself nor under it; moving needs both places in scope. */
async function movedPid(db: Db, ctx: AuthContext, before: UnitRow, pid: number | null | undefined): Promise<number | null> {
  if (pid === undefined || pid === before.pid) return before.pid;
  if (pid !== null && (await descendantIds(db, [before.id])).includes(pid)) throw refused('parentLoop');
  if (before.id === ctx.currentUnitId && ctx.dataScope !== 'all') throw refused('outOfScope');
  await requireUnitScope(db, ctx, [pid]);
  return pid;
}

async function editUnit(db: Db, ctx: AuthContext, patch: UnitEdit): Promise<Unit> {
  const before = await findUnit(db, patch.id);
  if (!before) throw notFound('unit');
  await requireUnitScope(db, ctx, [before.id]);
  const pid = await movedPid(db, ctx, before, patch.pid);
  const parent = await parentOf(db, pid);
  const type = patch.type ?? (before.type as UnitType);
  if (pid !== before.pid || type !== before.type) checkPlacement(type, (parent?.type as UnitType | undefined) ?? null);
  if (type !== before.type) await checkChildrenFit(db, before.id, type);
  const unitName = patch.unitName ?? before.unitName;
  if (unitName !== before.unitName || pid !== before.pid) await requireUniqueName(db, pid, unitName, before.id);
  const set = {
    pid,
    unitName,
    type,
    ...typeFields(type, patch, before),
    creditCode: patch.creditCode === undefined ? before.creditCode : patch.creditCode || null,
    sort: patch.sort ?? before.sort,
    ...numberingFields(type, patch, before),
  };
  const [row] = await db.update(units).set(set).where(eq(units.id, before.id)).returning();
  if (!row) throw notFound('unit');
  return toUnit(row);
}

/** Refused while anything still hangs on the unit; checked and deleted in one transaction. */
async function deleteUnit(db: Db, ctx: AuthContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findUnit(tx, id))) throw notFound('unit');
    await requireUnitScope(tx, ctx, [id]);
    if (id === ctx.currentUnitId && ctx.dataScope !== 'all') throw refused('outOfScope');
    if ((await countOf(tx, units, eq(units.pid, id))) > 0) throw refused('unitHasChildren');
    const members = await countOf(tx, userUnits, eq(userUnits.unitId, id));
    if (members > 0) throw refused('unitHasUsers', { count: members });
    if ((await countOf(tx, seals, eq(seals.unitId, id))) > 0) throw refused('unitHasSeals');
    const owned = await countOf(tx, contracts, or(eq(contracts.unitId, id), eq(contracts.bureauUnitId, id)) as SQL);
    if (owned > 0) throw refused('unitHasContracts', { count: owned });
    const projectCount = await countOf(tx, projects, eq(projects.unitId, id));
    if (projectCount > 0) throw refused('unitHasProjects', { count: projectCount });
    await tx.delete(legalAdviserUnits).where(eq(legalAdviserUnits.unitId, id));
    await tx.update(users).set({ currentUnitId: null }).where(eq(users.currentUnitId, id));
    await tx.delete(units).where(eq(units.id, id));
  });
}

// ---------------------------------------------------------------- seals

const toSeal = (s: typeof seals.$inferSelect): Seal => ({
  id: s.id,
  unitId: s.unitId,
  sealSn: s.sealSn,
  sealName: s.sealName,
  imageFileId: s.imageFileId,
  enabled: s.enabled,
});

/** Seals: a caller without 'all' scope reaches only the seals of their current unit's subtree. */
async function requireSealScope(db: Db, ctx: AuthContext, unitIds: number[]): Promise<void> {
  const scope = await manageableUnits(db, ctx);
  if (scope && unitIds.some((id) => !scope.has(id))) throw refused('sealOtherUnit');
}

function isUniqueViolation(e: unknown): boolean {
  let x: unknown = e;
  for (let depth = 0; depth < 5 && x && typeof x === 'object'; depth++) {
    if ((x as { code?: unknown }).code === '23505') return true;
    x = (x as { cause?: unknown }).cause;
  }
  return false;
}

async function checkSealRefs(db: Db, input: SealInput): Promise<void> {
  if (!(await findUnit(db, input.unitId))) throw invalidField('body.unitId', 'no such unit');
  if (input.imageFileId) {
    const [file] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, input.imageFileId), eq(files.isDel, false)));
    if (!file) throw invalidField('body.imageFileId', 'no such file');
  }
}

async function writeSeal(db: Db, input: SealInput): Promise<Seal> {
  const values = {
    unitId: input.unitId,
    sealSn: input.sealSn,
    sealName: input.sealName,
    ...(input.imageFileId !== undefined ? { imageFileId: input.imageFileId } : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
  };
  try {
    const [row] = input.id
      ? await db.update(seals).set(values).where(eq(seals.id, input.id)).returning()
      : await db.insert(seals).values(values).returning();
    if (!row) throw notFound('seal');
    return toSeal(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate('sealSn');
    throw e;
  }
}

/** sys_unit/sealSn: creates (no id) or updates (id) a seal. */
async function saveSeal(db: Db, ctx: AuthContext, input: SealInput): Promise<Seal> {
  const permission = input.id ? 'seal.edit' : 'seal.add';
  if (!hasPermission(ctx.permissions, permission)) throw forbidden(permission);
  await checkSealRefs(db, input);
  const [before] = input.id ? await db.select().from(seals).where(eq(seals.id, input.id)) : [];
  if (input.id && !before) throw notFound('seal');
  await requireSealScope(db, ctx, before ? [before.unitId, input.unitId] : [input.unitId]);
  const taken = await countOf(db, seals, and(eq(seals.sealSn, input.sealSn), ne(seals.id, input.id ?? 0)) as SQL);
  if (taken > 0) throw duplicate('sealSn');
  return writeSeal(db, input);
}

async function unitSeals(db: Db, ctx: AuthContext, unitId: number): Promise<Seal[]> {
  if (!(await findUnit(db, unitId))) throw notFound('unit');
  await requireSealScope(db, ctx, [unitId]);
  return (await db.select().from(seals).where(eq(seals.unitId, unitId)).orderBy(seals.id)).map(toSeal);
}

async function unitInfo(db: Db, unitId: number): Promise<UnitInfo> {
  const chain = await unitChain(db, unitId);
  const unit = chain[chain.length - 1];
  if (!unit || unit.id !== unitId) throw notFound('unit');
  return { ...unit, unitList: chain };
}

// ---------------------------------------------------------------- routes

export const unitRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/admin_sys_unit/add',
    { config: { permission: 'unit.add', audit: { event: 'unitChange', action: 'add', subject: { kind: 'unit', fromResult: resultId } } }, schema: { body: unitInputSchema } },
    async (req) => ok(req, await addUnit(db, caller(req), req.body)),
  );

  app.put(
    '/admin_sys_unit/edit',
    { config: { permission: 'unit.edit', audit: { event: 'unitChange', action: 'edit', subject: byBodyId('unit') } }, schema: { body: unitEditSchema } },
    async (req) => ok(req, await editUnit(db, caller(req), req.body)),
  );

  app.delete(
    '/admin_sys_unit/del',
    { config: { permission: 'unit.delete', audit: { event: 'unitChange', action: 'delete', subject: byQueryId('unit') } }, schema: { querystring: idQuerySchema } },
    async (req) => {
      await deleteUnit(db, caller(req), req.query.id);
      return ok(req, null);
    },
  );

  app.get(
    '/admin_sys_unit/getTreeList',
    { config: { permission: 'unit.query' }, schema: { querystring: unitTreeQuerySchema } },
    async (req) => {
      const tree = await fullTree(db);
      const types = req.query.type;
      return ok(req, types ? filterTree(tree, ofTypes(types)) : tree);
    },
  );

  app.get('/admin_sys_unit/getPTTreeList', async (req) =>
    ok(req, filterTree(await fullTree(db), ofTypes(['A', 'N']))),
  );

  app.get('/admin_sys_unit/getDSTreeList', async (req) => ok(req, await departmentsTree(db, caller(req))));

  app.get('/admin_sys_unit/getSSTreeList', async (req) =>
    ok(req, filterTree(await fullTree(db), (u) => u.type === 'A' || u.isJudicialBureau)),
  );

  app.get('/admin_sys_unit/getDHTreeList', async (req) => ok(req, await dataScopeTree(db, caller(req))));

  app.get('/sys_unit/getComUnitInfo', { schema: { querystring: unitIdQuerySchema } }, async (req) =>
    ok(req, await unitInfo(db, req.query.unitId)),
  );

  app.get('/sys_unit/getAreaTree', async (req) =>
    ok(req, unitTree(await db.select().from(units).where(eq(units.type, 'A')))),
  );

  app.post('/sys_unit/sealSn', { schema: { body: sealInputSchema } }, async (req) =>
    ok(req, await saveSeal(db, caller(req), req.body)),
  );

  app.get(
    '/sys_unit/getSealSn',
    { config: { permission: 'seal.query' }, schema: { querystring: unitIdQuerySchema } },
    async (req) => ok(req, await unitSeals(db, caller(req), req.query.unitId)),
  );
};
