/**
 * Time limits as rules (docs/api/time-rules.md, src/domain/time-rules.ts): an area's own values of
 * the rules (a child area inherits its parent's unless it has its own), and every change to them
 * (who, when, old and new value).
 */
import { bigint, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const timeRules = pgTable(
  'sys_time_rules',
  {
    /** An area (a unit of type A). */
    areaId: integer('area_id').notNull(),
    /** A key of TIME_RULE_KEYS. */
    key: text('key').notNull(),
    /** Working days, or fen for the major-contract threshold. */
    value: bigint('value', { mode: 'number' }).notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.key] })],
);

export const timeRuleChanges = pgTable(
  'sys_time_rule_changes',
  {
    id: serial('id').primaryKey(),
    areaId: integer('area_id').notNull(),
    key: text('key').notNull(),
    /** null: the area inherited before the change. */
    oldValue: bigint('old_value', { mode: 'number' }),
    /** null: the area's own value was removed (it inherits again). */
    newValue: bigint('new_value', { mode: 'number' }),
    changedBy: integer('changed_by'),
    changedByName: text('changed_by_name').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sys_time_rule_changes_area_idx').on(t.areaId, t.changedAt)],
);
