/**
 * The rules page's reads and writes (routes.ts, docs/api/time-rules.md): an area's rules with where
 * each value comes from and its latest changes, and setting or clearing one value with its change
 * record. The area must lie within the caller's data scope; by default it is the caller's own area.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { hasPermission } from '../../../src/domain/permissions';
import {
  TIME_RULE_BOUNDS,
  TIME_RULE_DEFAULTS,
  TIME_RULE_KEYS,
  type TimeRuleKey,
  type TimeRuleList,
  type TimeRuleSave,
} from '../../../src/domain/time-rules';
import type { Db } from '../../db/client';
import { timeRuleChanges, timeRules, units, users } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { invalidField, refused } from '../../http/errors';
import { inUnitScope, unitScopeOf } from '../../http/scope';
import { placementOf } from '../contracts/register';
import { topArea } from '../screens/areas';
import { rulesAt } from './store';

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

/** An area's rules (its own, inherited or default), the value above each, and its latest changes. */
export async function timeRuleList(db: Db, ctx: AuthContext, areaId: number | undefined): Promise<TimeRuleList> {
    const area = await reachableArea(db, ctx, areaId);
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
    return {
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
}

/** Sets (or, with null, clears) one rule of an area in the caller's scope, recording the change; no change, no record. */
export async function saveTimeRule(db: Db, who: AuthContext, input: TimeRuleSave): Promise<void> {
    const { areaId, key, value } = input;
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
}
