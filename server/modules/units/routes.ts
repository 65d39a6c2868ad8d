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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nullAnswerSchema } from '../../../src/domain/answers';
import {
  idQuerySchema,
  sealInputSchema,
  sealSchema,
  unitEditSchema,
  unitIdQuerySchema,
  unitInfoSchema,
  unitInputSchema,
  unitNodeSchema,
  unitSchema,
  unitTreeQuerySchema,
} from '../../../src/domain/system';
import { z } from '../../../src/domain/zod';
import type { AppDeps } from '../../app';
import { caller } from '../../http/auth';
import { answers } from '../../http/answers';
import { ok } from '../../http/reply';
import { byBodyId, byQueryId, resultId } from '../audit/changes';
import { saveSeal, unitSeals } from './seals';
import { areaTree, dataScopeTree, departmentsTree, platformTree, supervisionTree, typesTree, unitInfo } from './trees';
import { addUnit, deleteUnit, editUnit } from './write';

export const unitRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/admin_sys_unit/add',
    { config: { permission: 'unit.add', audit: { event: 'unitChange', action: 'add', subject: { kind: 'unit', fromResult: resultId } } }, schema: { body: unitInputSchema, response: answers(unitSchema) } },
    async (req) => ok(req, await addUnit(db, caller(req), req.body)),
  );

  app.put(
    '/admin_sys_unit/edit',
    { config: { permission: 'unit.edit', audit: { event: 'unitChange', action: 'edit', subject: byBodyId('unit') } }, schema: { body: unitEditSchema, response: answers(unitSchema) } },
    async (req) => ok(req, await editUnit(db, caller(req), req.body)),
  );

  app.delete(
    '/admin_sys_unit/del',
    { config: { permission: 'unit.delete', audit: { event: 'unitChange', action: 'delete', subject: byQueryId('unit') } }, schema: { querystring: idQuerySchema, response: answers(nullAnswerSchema) } },
    async (req) => {
      await deleteUnit(db, caller(req), req.query.id);
      return ok(req, null);
    },
  );

  app.get(
    '/admin_sys_unit/getTreeList',
    { config: { permission: 'unit.query' }, schema: { querystring: unitTreeQuerySchema, response: answers(z.array(unitNodeSchema)) } },
    async (req) => ok(req, await typesTree(db, req.query.type)),
  );

  app.get('/admin_sys_unit/getPTTreeList', { schema: { response: answers(z.array(unitNodeSchema)) } }, async (req) => ok(req, await platformTree(db)));

  app.get('/admin_sys_unit/getDSTreeList', { schema: { response: answers(z.array(unitNodeSchema)) } }, async (req) => ok(req, await departmentsTree(db, caller(req))));

  app.get('/admin_sys_unit/getSSTreeList', { schema: { response: answers(z.array(unitNodeSchema)) } }, async (req) => ok(req, await supervisionTree(db)));

  app.get('/admin_sys_unit/getDHTreeList', { schema: { response: answers(z.array(unitNodeSchema)) } }, async (req) => ok(req, await dataScopeTree(db, caller(req))));

  app.get('/sys_unit/getComUnitInfo', { schema: { querystring: unitIdQuerySchema, response: answers(unitInfoSchema) } }, async (req) =>
    ok(req, await unitInfo(db, req.query.unitId)),
  );

  app.get('/sys_unit/getAreaTree', { schema: { response: answers(z.array(unitNodeSchema)) } }, async (req) => ok(req, await areaTree(db)));

  app.post('/sys_unit/sealSn', { schema: { body: sealInputSchema, response: answers(sealSchema) } }, async (req) =>
    ok(req, await saveSeal(db, caller(req), req.body)),
  );

  app.get(
    '/sys_unit/getSealSn',
    { config: { permission: 'seal.query' }, schema: { querystring: unitIdQuerySchema, response: answers(z.array(sealSchema)) } },
    async (req) => ok(req, await unitSeals(db, caller(req), req.query.unitId)),
  );
};