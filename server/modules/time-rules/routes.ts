/**
 * The time-limit rules' calls (docs/api/time-rules.md), on the admin base. Reading an area's rules
 * takes config.query, changing them config.edit; either way the area must lie within the caller's
 * data scope (an administrator of a city reaches the city and its counties), and by default it is the
 * caller's own area. Every change is recorded with who made it and the old and new value, and applies
 * to what is opened after it (deadlines already set stay as they were).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nullAnswerSchema } from '../../../src/domain/answers';
import { hasPermission } from '../../../src/domain/permissions';
import {
  TIME_RULE_BOUNDS,
  TIME_RULE_DEFAULTS,
  TIME_RULE_KEYS,
  type TimeRuleKey,
  type TimeRuleList,
  timeRuleListQuerySchema,
  timeRuleListSchema,
  timeRuleSaveSchema,
} from '../../../src/domain/time-rules';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/client';
import { timeRuleChanges, timeRules, units, users } from '../../db/schema';
import { answers } from '../../http/answers';
import { type AuthContext, caller } from '../../http/auth';
import { invalidField, refused } from '../../http/errors';
import { ok } from '../../http/reply';
import { inUnitScope, unitScopeOf } from '../../http/scope';
import { placementOf } from '../contracts/register';
import { topArea } from '../screens/areas';
import { rulesAt } from './store';
import { filtersOf } from '../audit/changes';

/** How many of an area's latest changes the list shows. */
export const TIME_RULE_CHANGES_SHOWN = 100;

/** The caller's own area: a bureau's area, the area of a unit's staff member, the top area for administrators. */
async function ownArea(db: Db, ctx: AuthContext): Promise<number | null> {
  if (ctx.dataScope !== 'all' && ctx.currentUnitId) {
    const place = await placementOf(db, ctx.currentUnitId);
    if (place.areaId !== null) return place.areaId;
  }
  return (await topArea(db))?.id ?? null;
}

/** The area asked for (the caller's own by default): an area within the caller's scope, or its own. */
async function reachableArea(db: Db, ctx: AuthContext, asked: number | undefined): Promise<{ id: number; name: string; editable: boolean }> {
  const own = await ownArea(db, ctx);
  const id = asked ?? own;
  if (id === null) throw refused('outOfScope');
  const [area] = await db.select({ id: units.id, name: units.unitName, type: units.type }).from(units).where(eq(units.id, id));
  if (area?.type !== 'A') throw invalidField('areaId', 'not an area');
  const inScope = inUnitScope(await unitScopeOf(db, ctx), id);
  if (!inScope && id !== own) throw refused('outOfScope');
  return { id: area.id, name: area.name, editable: inScope && hasPermission(ctx.permissions, 'config.edit') };
}

export const timeRuleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/sys_time_rule/list', { config: { permission: 'config.query' }, schema: { querystring: timeRuleListQuerySchema, response: answers(timeRuleListSchema) } }, async (req) => {
    const area = await reachableArea(db, caller(req), req.query.areaId);
    const [here, [parentRow]] = await Promise.all([
      rulesAt(db, area.id),
      db.select({ pid: units.pid }).from(units).where(eq(units.id, area.id)),
    ]);
    const above = parentRow?.pid == null ? null : await rulesAt(db, parentRow.pid);
    const fromIds = [...new Set(Object.values(here.from).filter((id): id is number => id !== null && id !== area.id))];
    const named = fromIds.length ? await db.select({ id: units.id, name: units.unitName }).from(units).where(inArray(units.id, fromIds)) : [];
    const names = new Map(named.map((u) => [u.id, u.name]));
    const changes = await db
      .select({
        id: timeRuleChanges.id,
        areaId: timeRuleChanges.areaId,
        key: timeRuleChanges.key,
        oldValue: timeRuleChanges.oldValue,
        newValue: timeRuleChanges.newValue,
        changedBy: timeRuleChanges.changedByName,
        changedAt: timeRuleChanges.changedAt,
      })
      .from(timeRuleChanges)
      .where(eq(timeRuleChanges.areaId, area.id))
      .orderBy(desc(timeRuleChanges.changedAt), desc(timeRuleChanges.id))
      .limit(TIME_RULE_CHANGES_SHOWN);
    const result: TimeRuleList = {
      area: { id: area.id, name: area.name },
      editable: area.editable,
      rules: TIME_RULE_KEYS.map((key) => {
        const from = here.from[key];
        return {
          key,
          value: here.rules[key],
          own: from === area.id,
          inheritedFrom: from === null || from === area.id ? null : { id: from, name: names.get(from) ?? '' },
          parentValue: above ? above.rules[key] : TIME_RULE_DEFAULTS[key],
          ...TIME_RULE_BOUNDS[key],
        };
      }),
      changes: changes
        .filter((c): c is typeof c & { key: TimeRuleKey } => (TIME_RULE_KEYS as readonly string[]).includes(c.key))
        .map((c) => ({ ...c, areaName: area.name, changedAt: c.changedAt.toISOString() })),
    };
    return ok(req, result);
  });

  app.post('/sys_time_rule/save', { config: { permission: 'config.edit', audit: { event: 'configChange', action: 'save', target: () => 'timeRules', detail: (r: { body: unknown }) => filtersOf(r.body, 'rule') } }, schema: { body: timeRuleSaveSchema, response: answers(nullAnswerSchema) } }, async (req) => {
    const who = caller(req);
    const { areaId, key, value } = req.body;
    const area = await reachableArea(db, who, areaId);
    if (!area.editable) throw refused('outOfScope');
    const [byName] = await db.select({ name: users.realName, username: users.username }).from(users).where(eq(users.id, who.userId));
    await db.transaction(async (tx) => {
      const where = and(eq(timeRules.areaId, areaId), eq(timeRules.key, key));
      const [old] = await tx.select({ value: timeRules.value }).from(timeRules).where(where).for('update');
      const oldValue = old?.value ?? null;
      if (oldValue === value) return;
      const now = new Date();
      if (value === null) await tx.delete(timeRules).where(where);
      else
        await tx
          .insert(timeRules)
          .values({ areaId, key, value, updatedBy: who.userId, updatedAt: now })
          .onConflictDoUpdate({ target: [timeRules.areaId, timeRules.key], set: { value, updatedBy: who.userId, updatedAt: now } });
      await tx.insert(timeRuleChanges).values({
        areaId,
        key,
        oldValue,
        newValue: value,
        changedBy: who.userId,
        changedByName: byName?.name || byName?.username || who.username,
        changedAt: now,
      });
    });
    return ok(req, null);
  });
};
