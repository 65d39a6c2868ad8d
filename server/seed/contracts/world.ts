/**
 * The world the contract generator draws from: the units that sign contracts (government bodies and
 * judicial bureaus) with their area, bureau, seal and staff by role; the bureaus with their filing-
 * number prefix; the counterparts; the tags; and the counters to continue from (next free id of each
 * table, last serial of each unified-code, filing-number and project-code sequence). Built from raw
 * rows by buildWorld, so the database loader (load-world.ts) and the tests (static-world.ts) share it.
 */
import { numberingUnitOf } from '../../../src/domain/unit-numbering';
import { filingPrefixOf, type NumberingUnit } from '../../modules/contracts/numbering';
import { type UnitDomain, domainOf } from './domains';

export const SERIAL_TABLES = [
  'projects',
  'contracts',
  'contractParties',
  'matters',
  'approvals',
  'carbonCopies',
  'filings',
  'filingConditions',
  'performanceRecords',
  'supervisionRecords',
  'riskFlags',
  'statusHistory',
  'decisionRecords',
] as const;
export type SerialTable = (typeof SERIAL_TABLES)[number];

export type AreaLevel = 'province' | 'city' | 'county';

export interface WorldUnit {
  id: number;
  name: string;
  isBureau: boolean;
  domain: UnitDomain;
  areaId: number;
  areaName: string;
  /** The area names from the province down, e.g. 浙江省杭州市西湖区. */
  areaPath: string;
  adcode: string;
  areaLevel: AreaLevel;
  /** The bureau that reviews (major) and files this unit's contracts. */
  bureauUnitId: number | null;
  creditCode: string | null;
  sealSn: string | null;
  /** The unit whose template numbers its contracts (itself, for a body with a template), or null. */
  numbering: NumberingUnit | null;
  /** Staff user ids of the unit and its departments, by role; `staff` is everyone. */
  clerks: number[];
  reviewers: number[];
  leaders: number[];
  staff: number[];
  /** Users of the legal advisers the unit retains. */
  lawyers: number[];
}

export interface WorldBureau {
  unitId: number;
  name: string;
  areaId: number;
  /** e.g. 杭司备 */
  filingPrefix: string;
  /** Staff of the bureau acting on contracts (bureau or county role first). */
  users: number[];
}

export type CounterpartKind = 'construction' | 'tech' | 'telecom' | 'investment' | 'bank' | 'consulting' | 'trade' | 'general';

export interface WorldCounterpart {
  id: number;
  name: string;
  creditCode: string;
  dishonest: boolean;
  kind: CounterpartKind;
  /** The area code in the credit code (characters 3 to 8). */
  adcode: string;
  /** Company users of the counterpart (they sign for it). */
  userIds: number[];
}

export interface World {
  units: WorldUnit[];
  bureaus: Map<number, WorldBureau>;
  counterparts: WorldCounterpart[];
  /** Tag id by name. */
  tags: Map<string, number>;
  /** The actor for records that must name a user when a unit has none (the first administrator). */
  fallbackUserId: number;
  /** The next free id of each table. */
  nextId: Record<SerialTable, number>;
  /** Last serial of each unified-code sequence, by `${adcode}-${year}`. */
  codeSerial: Map<string, number>;
  /** Last serial of each filing-number sequence, by `${prefix}〔${year}〕`. */
  filingSerial: Map<string, number>;
  /** Last serial of each project-code sequence, by `${adcode}-${year}`. */
  projectSerial: Map<string, number>;
  /** Last serial of each unit-number sequence, by `${numbering unit id}-${year}`. */
  unitNoSerial: Map<string, number>;
}

export interface RawUnit {
  id: number;
  pid: number | null;
  unitName: string;
  type: string;
  areaLevel: string | null;
  adcode: string | null;
  isJudicialBureau: boolean;
  creditCode: string | null;
  shortName: string | null;
  numberTemplate: string | null;
}

export interface RawWorld {
  units: RawUnit[];
  users: { id: number; userType: string; enabled: boolean; unitIds: number[]; roles: string[] }[];
  advisers: { userId: number | null; unitIds: number[] }[];
  counterparts: { id: number; name: string; creditCode: string; seriousDishonest: boolean; userIds: number[] }[];
  tags: { id: number; name: string }[];
  seals: { unitId: number; sealSn: string; sealName: string }[];
  maxIds: Partial<Record<SerialTable, number>>;
  codeSerials: [string, number][];
  filingSerials: [string, number][];
  projectSerials: [string, number][];
  unitNoSerials: [string, number][];
}

const KIND_RULES: readonly [RegExp, CounterpartKind][] = [
  [/银行/, 'bank'],
  [/移动|电信|联通|邮电/, 'telecom'],
  [/设计|咨询|律师|会计/, 'consulting'],
  [/投资|城投|国有资本|轨道交通|城市建设/, 'investment'],
  [/建设|建工|交工|工程|市政|园林|施工/, 'construction'],
  [/技术|信息|科技|数字|软件|网络|电子/, 'tech'],
  [/贸易|商贸|建材|物资/, 'trade'],
];

export function counterpartKind(name: string): CounterpartKind {
  for (const [re, kind] of KIND_RULES) if (re.test(name)) return kind;
  return 'general';
}

const hasRole = (roles: readonly string[], wanted: readonly string[]) => roles.some((r) => wanted.includes(r));

export function buildWorld(raw: RawWorld): World {
  const byId = new Map(raw.units.map((u) => [u.id, u]));
  const children = new Map<number, number[]>();
  for (const u of raw.units) {
    if (u.pid === null) continue;
    const list = children.get(u.pid);
    if (list) list.push(u.id);
    else children.set(u.pid, [u.id]);
  }
  const areaOf = (u: RawUnit): RawUnit | null => {
    let cur: RawUnit | undefined = u.pid === null ? undefined : byId.get(u.pid);
    for (let i = 0; cur && i < 32; i++) {
      if (cur.type === 'A') return cur;
      cur = cur.pid === null ? undefined : byId.get(cur.pid);
    }
    return null;
  };
  /** The unit and its ancestors, root first. */
  const chainOf = (u: RawUnit): RawUnit[] => {
    const chain: RawUnit[] = [];
    for (let cur: RawUnit | undefined = u, i = 0; cur && i < 32; cur = cur.pid === null ? undefined : byId.get(cur.pid), i++) chain.unshift(cur);
    return chain;
  };
  const areaPath = (area: RawUnit): string => {
    const names: string[] = [];
    let cur: RawUnit | undefined = area;
    for (let i = 0; cur && i < 32; i++) {
      if (cur.type === 'A') names.unshift(cur.unitName);
      cur = cur.pid === null ? undefined : byId.get(cur.pid);
    }
    return names.join('');
  };
  const bureauOfArea = new Map<number, RawUnit>();
  for (const u of raw.units) {
    if (!u.isJudicialBureau || u.pid === null) continue;
    const parent = byId.get(u.pid);
    if (parent?.type === 'A' && !bureauOfArea.has(parent.id)) bureauOfArea.set(parent.id, u);
  }
  /** A unit and the departments and offices under it (not other units). */
  const subtree = (id: number): number[] => {
    const out = [id];
    for (let i = 0; i < out.length; i++) {
      for (const c of children.get(out[i]!) ?? []) {
        const cu = byId.get(c);
        if (cu && (cu.type === 'D' || cu.type === 'O')) out.push(c);
      }
    }
    return out;
  };

  const staffUsers = raw.users.filter((u) => u.enabled && u.userType === 'staff').sort((a, b) => a.id - b.id);
  const sealOf = new Map<number, string>();
  for (const s of [...raw.seals].sort((a, b) => Number(b.sealName.includes('合同专用章')) - Number(a.sealName.includes('合同专用章')))) {
    if (!sealOf.has(s.unitId)) sealOf.set(s.unitId, s.sealSn);
  }
  const lawyersOf = new Map<number, number[]>();
  for (const a of raw.advisers) {
    if (a.userId === null) continue;
    for (const unitId of a.unitIds) lawyersOf.set(unitId, [...(lawyersOf.get(unitId) ?? []), a.userId]);
  }

  const units: WorldUnit[] = [];
  const bureaus = new Map<number, WorldBureau>();
  for (const u of raw.units) {
    if (u.type !== 'U') continue;
    const area = areaOf(u);
    if (!area) continue;
    const ids = new Set(subtree(u.id));
    const members = staffUsers.filter((s) => s.unitIds.some((x) => ids.has(x)));
    const with_ = (...roles: string[]) => members.filter((m) => hasRole(m.roles, roles)).map((m) => m.id);
    if (u.isJudicialBureau) {
      const acting = [...with_('bureau', 'county'), ...members.filter((m) => !hasRole(m.roles, ['bureau', 'county', 'admin'])).map((m) => m.id)];
      bureaus.set(u.id, { unitId: u.id, name: u.unitName, areaId: area.id, filingPrefix: filingPrefixOf(area), users: acting });
    }
    // A bureau's own contracts are filed with the bureau of the area above (the province files its own).
    let reviewingBureau: RawUnit | undefined = bureauOfArea.get(area.id);
    if (u.isJudicialBureau) {
      const upper = areaOf(area);
      reviewingBureau = upper ? bureauOfArea.get(upper.id) : u;
    }
    const clerks = with_('clerk');
    const staffIds = members.filter((m) => !hasRole(m.roles, ['admin'])).map((m) => m.id);
    units.push({
      id: u.id,
      name: u.unitName,
      isBureau: u.isJudicialBureau,
      domain: domainOf(u.unitName),
      areaId: area.id,
      areaName: area.unitName,
      areaPath: areaPath(area),
      adcode: area.adcode ?? '330000',
      areaLevel: (area.areaLevel as AreaLevel | null) ?? 'county',
      bureauUnitId: reviewingBureau?.id ?? null,
      creditCode: u.creditCode,
      sealSn: sealOf.get(u.id) ?? null,
      numbering: numberingUnitOf(chainOf(u)),
      clerks: u.isJudicialBureau ? [...with_('bureau', 'county', 'clerk')] : clerks.length ? clerks : staffIds,
      reviewers: with_('reviewer'),
      leaders: with_('leader'),
      staff: staffIds,
      lawyers: lawyersOf.get(u.id) ?? [],
    });
  }

  const counterparts: WorldCounterpart[] = raw.counterparts.map((c) => ({
    id: c.id,
    name: c.name,
    creditCode: c.creditCode,
    dishonest: c.seriousDishonest,
    kind: counterpartKind(c.name),
    adcode: c.creditCode.slice(2, 8),
    userIds: c.userIds,
  }));

  const admins = raw.users.filter((u) => u.roles.includes('admin')).sort((a, b) => a.id - b.id);
  const fallback = admins[0] ?? staffUsers[0] ?? [...raw.users].sort((a, b) => a.id - b.id)[0];
  if (!fallback) throw new Error('seed: the database has no users to act on contracts');

  const nextId = Object.fromEntries(SERIAL_TABLES.map((t) => [t, (raw.maxIds[t] ?? 0) + 1])) as Record<SerialTable, number>;
  return {
    units,
    bureaus,
    counterparts,
    tags: new Map(raw.tags.map((t) => [t.name, t.id])),
    fallbackUserId: fallback.id,
    nextId,
    codeSerial: new Map(raw.codeSerials),
    filingSerial: new Map(raw.filingSerials),
    projectSerial: new Map(raw.projectSerials),
    unitNoSerial: new Map(raw.unitNoSerials),
  };
}
