/**
 * The time-limit rules of a database (tables sys_time_rules and sys_time_rule_changes;
 * src/domain/time-rules.ts): what applies at an area (its own values, else its nearest ancestor's,
 * else the product's defaults), in one query up the unit tree, and the deadlines they set through the
 * working-day calendar. Every limit the server sets goes through here.
 */
import { sql } from 'drizzle-orm';
import { dayFromIso, dayOf, isoDate, type WorkCalendar } from '../../../src/domain/calendar';
import type { MatterKind } from '../../../src/domain/matter';
import { matterWorkdays, resolveRules, TIME_RULE_KEYS, type TimeRuleKey, type TimeRules } from '../../../src/domain/time-rules';
import { type Db, queryRows } from '../../db/client';
import { workCalendar } from '../calendar/store';

export interface AreaRules {
  rules: TimeRules;
  /** Where each value was set: an area id, or null for the default. */
  from: Record<TimeRuleKey, number | null>;
}

const KNOWN: ReadonlySet<string> = new Set(TIME_RULE_KEYS);

/**
 * The rules at an area (null: the defaults with the top areas' values, as for a record with no area):
 * one recursive query from the area up to the root, joined with the values set on the way.
 */
export async function rulesAt(db: Db, areaId: number | null): Promise<AreaRules> {
  const rows = await queryRows<{ area_id: number; key: string; value: string | number; depth: number }>(
    db,
    areaId === null
      ? sql`select r.area_id, r.key, r.value, 0 as depth from sys_time_rules r join units u on u.id = r.area_id where u.pid is null`
      : sql`with recursive chain(id, pid, depth) as (
          select id, pid, 0 from units where id = ${areaId}
          union all
          select u.id, u.pid, c.depth + 1 from units u join chain c on u.id = c.pid where c.depth < 32
        ) select r.area_id, r.key, r.value, c.depth from chain c join sys_time_rules r on r.area_id = c.id order by c.depth`,
  );
  const byArea = new Map<number, { areaId: number; values: Partial<TimeRules> }>();
  for (const r of rows) {
    if (!KNOWN.has(r.key)) continue;
    const id = Number(r.area_id);
    const entry = byArea.get(id) ?? { areaId: id, values: {} };
    entry.values[r.key as TimeRuleKey] = Number(r.value);
    byArea.set(id, entry);
  }
  return resolveRules([...byArea.values()]);
}

/**
 * The rules of many areas at once (a risk sweep, the statistics' facts): every value set and the area
 * tree read in two queries, then each area resolved in memory (and kept).
 */
export async function rulesResolver(db: Db): Promise<(areaId: number | null) => TimeRules> {
  const [rows, areas] = await Promise.all([
    queryRows<{ area_id: number; key: string; value: string | number }>(db, sql`select area_id, key, value from sys_time_rules`),
    queryRows<{ id: number; pid: number | null }>(db, sql`select id, pid from units where type = 'A'`),
  ]);
  const parent = new Map(areas.map((a) => [Number(a.id), a.pid === null ? null : Number(a.pid)]));
  const own = new Map<number, Partial<TimeRules>>();
  for (const r of rows) {
    if (!KNOWN.has(r.key)) continue;
    const id = Number(r.area_id);
    const values = own.get(id) ?? {};
    values[r.key as TimeRuleKey] = Number(r.value);
    own.set(id, values);
  }
  const roots = areas.filter((a) => a.pid === null || !parent.has(Number(a.pid))).map((a) => Number(a.id));
  const seen = new Map<number | null, TimeRules>();
  return (areaId) => {
    let rules = seen.get(areaId);
    if (!rules) {
      const chain: { areaId: number; values: Partial<TimeRules> }[] = [];
      const start = areaId === null ? roots : [areaId];
      for (const first of start) {
        let id: number | null | undefined = first;
        for (let guard = 0; id != null && guard < 32; guard++) {
          const values = own.get(id);
          if (values) chain.push({ areaId: id, values });
          id = parent.get(id);
        }
      }
      rules = resolveRules(chain).rules;
      seen.set(areaId, rules);
    }
    return rules;
  };
}

/** `days` working days after `from` (a YYYY-MM-DD or a day). */
export const workdaysAfter = (calendar: WorkCalendar, from: string | number, days: number): string =>
  isoDate(calendar.addWorkdays(typeof from === 'string' ? dayFromIso(from) : from, days));

/** The default deadline of a matter of this kind opened at `at`, under the rules of the contract's area. */
export async function matterDeadline(db: Db, kind: MatterKind, at: Date, areaId: number | null): Promise<string> {
  const [calendar, { rules }] = await Promise.all([workCalendar(db), rulesAt(db, areaId)]);
  return workdaysAfter(calendar, dayOf(at.getTime()), matterWorkdays(kind, rules));
}

/** When a contract signed on `signDate` is due for filing, under its area's rules at signing. */
export async function filingDueOf(db: Db, areaId: number | null, signDate: string): Promise<string> {
  const [calendar, { rules }] = await Promise.all([workCalendar(db), rulesAt(db, areaId)]);
  return workdaysAfter(calendar, signDate, rules.filingDueDays);
}
