/**
 * The generator's world built from the demo seed lists alone (no database), with ids numbered in
 * list order: for tests and quick checks of the generator.
 */
import { DEMO_ACCOUNTS, STAFF_ACCOUNTS } from '../accounts';
import { ADVISER_SEEDS } from '../advisers';
import { counterpartRows } from '../counterparts';
import { buildSealRows } from '../seals';
import { TAG_SEEDS } from '../tags';
import { buildUnitRows } from '../units';
import { buildWorld, type World } from './world';

export function demoWorld(): World {
  const unitRows = buildUnitRows();
  const unitId = new Map(unitRows.map((u, i) => [u.key, i + 1]));
  const id = (key: string) => {
    const found = unitId.get(key);
    if (found === undefined) throw new Error(`demoWorld: no unit ${key}`);
    return found;
  };
  const cps = counterpartRows();
  const accounts = [...DEMO_ACCOUNTS, ...STAFF_ACCOUNTS];
  const userId = new Map(accounts.map((a, i) => [a.username, i + 1]));
  return buildWorld({
    units: unitRows.map((u, i) => ({
      id: i + 1,
      pid: u.parentKey === null ? null : id(u.parentKey),
      unitName: u.unitName,
      type: u.type,
      areaLevel: u.areaLevel,
      adcode: u.adcode,
      isJudicialBureau: u.isJudicialBureau,
      creditCode: u.creditCode,
      shortName: u.shortName,
      numberTemplate: u.numberTemplate,
    })),
    users: accounts.map((a, i) => ({
      id: i + 1,
      userType: a.userType,
      enabled: true,
      unitIds: a.units.map(id),
      roles: [...a.roles],
    })),
    advisers: ADVISER_SEEDS.map((a) => {
      const account = DEMO_ACCOUNTS.find((x) => x.adviser === a.name);
      return { userId: account ? userId.get(account.username)! : null, unitIds: a.units.map(id) };
    }),
    counterparts: cps.map((c, i) => ({
      id: i + 1,
      name: c.name,
      creditCode: c.creditCode,
      seriousDishonest: c.seriousDishonest ?? false,
      userIds: accounts.filter((a) => a.counterpart === c.name).map((a) => userId.get(a.username)!),
    })),
    tags: TAG_SEEDS.map((t, i) => ({ id: i + 1, name: t.name })),
    seals: buildSealRows(unitRows).map((s) => ({ unitId: id(s.unitKey), sealSn: s.sealSn, sealName: s.sealName })),
    maxIds: {},
    codeSerials: [],
    filingSerials: [],
    projectSerials: [],
    unitNoSerials: [],
  });
}
