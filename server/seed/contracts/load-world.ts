/** Reads the generator's world from a database: units, staff and roles, advisers, counterparts, tags, seals, counters. */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import {
  counterparts,
  legalAdvisers,
  legalAdviserUnits,
  roles,
  seals,
  tags,
  units,
  userRoles,
  userUnits,
  users,
} from '../../db/schema';
import { buildWorld, type RawWorld, SERIAL_TABLES, type SerialTable, type World } from './world';

/** SQL table names of the tables whose ids the generator assigns. */
export const SERIAL_TABLE_NAMES: Readonly<Record<SerialTable, string>> = {
  projects: 'projects',
  contracts: 'contracts',
  contractParties: 'contract_parties',
  matters: 'matters',
  approvals: 'approvals',
  carbonCopies: 'carbon_copies',
  filings: 'filings',
  filingConditions: 'filing_conditions',
  performanceRecords: 'performance_records',
  supervisionRecords: 'supervision_records',
  riskFlags: 'risk_flags',
  statusHistory: 'status_history',
  decisionRecords: 'decision_records',
};

const num = (v: unknown): number => Number(v ?? 0);

export async function loadWorld(db: Db): Promise<World> {
  const [unitRows, userRows, memberships, roleRows, adviserRows, adviserUnitRows, counterpartRows, tagRows, sealRows] = [
    await db
      .select({
        id: units.id,
        pid: units.pid,
        unitName: units.unitName,
        type: units.type,
        areaLevel: units.areaLevel,
        adcode: units.adcode,
        isJudicialBureau: units.isJudicialBureau,
        creditCode: units.creditCode,
        shortName: units.shortName,
        numberTemplate: units.numberTemplate,
      })
      .from(units),
    await db.select({ id: users.id, userType: users.userType, enabled: users.enabled, counterpartId: users.counterpartId }).from(users),
    await db.select().from(userUnits),
    await db.select({ userId: userRoles.userId, code: roles.code }).from(userRoles).innerJoin(roles, sql`${roles.id} = ${userRoles.roleId}`),
    await db.select({ id: legalAdvisers.id, userId: legalAdvisers.userId }).from(legalAdvisers),
    await db.select().from(legalAdviserUnits),
    await db
      .select({ id: counterparts.id, name: counterparts.name, creditCode: counterparts.creditCode, seriousDishonest: counterparts.seriousDishonest })
      .from(counterparts),
    await db.select({ id: tags.id, name: tags.name }).from(tags),
    await db.select({ unitId: seals.unitId, sealSn: seals.sealSn, sealName: seals.sealName }).from(seals),
  ];
  const unitsOfUser = new Map<number, number[]>();
  for (const m of memberships) unitsOfUser.set(m.userId, [...(unitsOfUser.get(m.userId) ?? []), m.unitId]);
  const rolesOfUser = new Map<number, string[]>();
  for (const r of roleRows) rolesOfUser.set(r.userId, [...(rolesOfUser.get(r.userId) ?? []), r.code]);
  const usersOfCounterpart = new Map<number, number[]>();
  for (const u of userRows) {
    if (u.counterpartId !== null && u.enabled) usersOfCounterpart.set(u.counterpartId, [...(usersOfCounterpart.get(u.counterpartId) ?? []), u.id]);
  }

  const maxSelect = SERIAL_TABLES.map((t) => `(select coalesce(max(id), 0) from ${SERIAL_TABLE_NAMES[t]}) as "${t}"`).join(', ');
  const [maxRow] = await queryRows<Record<SerialTable, unknown>>(db, sql.raw(`select ${maxSelect}`));
  const codeSerials = await queryRows<{ k: string; n: unknown }>(
    db,
    sql`select split_part(code, '-', 1) || '-' || split_part(code, '-', 2) as k, max(split_part(code, '-', 4)::int) as n
        from contracts where code ~ '^[0-9]{6}-[0-9]{4}-HT-[0-9]{1,9}$' group by 1`,
  );
  const projectSerials = await queryRows<{ k: string; n: unknown }>(
    db,
    sql`select split_part(code, '-', 1) || '-' || split_part(code, '-', 2) as k, max(split_part(code, '-', 4)::int) as n
        from projects where code ~ '^[0-9]{6}-[0-9]{4}-XM-[0-9]{1,9}$' group by 1`,
  );
  const filingSerials = await queryRows<{ k: string; n: unknown }>(
    db,
    sql`select substring(filing_no from '^(.*〕)') as k, max(substring(filing_no from '〕([0-9]{1,9})号$')::int) as n
        from filings where filing_no ~ '〕[0-9]{1,9}号$' group by 1`,
  );
  const unitNoSerials = await queryRows<{ k: string; n: unknown }>(
    db,
    sql`select unit_no_unit_id || '-' || unit_no_year as k, max(unit_no_serial) as n
        from contracts where unit_no_serial is not null group by unit_no_unit_id, unit_no_year`,
  );

  const raw: RawWorld = {
    units: unitRows,
    users: userRows.map((u) => ({
      id: u.id,
      userType: u.userType,
      enabled: u.enabled,
      unitIds: unitsOfUser.get(u.id) ?? [],
      roles: rolesOfUser.get(u.id) ?? [],
    })),
    advisers: adviserRows.map((a) => ({
      userId: a.userId,
      unitIds: adviserUnitRows.filter((x) => x.adviserId === a.id).map((x) => x.unitId),
    })),
    counterparts: counterpartRows.map((c) => ({ ...c, userIds: usersOfCounterpart.get(c.id) ?? [] })),
    tags: tagRows,
    seals: sealRows,
    maxIds: Object.fromEntries(SERIAL_TABLES.map((t) => [t, num(maxRow?.[t])])),
    codeSerials: codeSerials.map((r) => [r.k, num(r.n)]),
    filingSerials: filingSerials.map((r) => [r.k, num(r.n)]),
    projectSerials: projectSerials.map((r) => [r.k, num(r.n)]),
    unitNoSerials: unitNoSerials.map((r) => [r.k, num(r.n)]),
  };
  return buildWorld(raw);
}
