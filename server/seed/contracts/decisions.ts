/**
 * The collective decisions of generated major contracts (src/domain/decision.ts): the meeting each
 * move out of the decision step was resolved at. A unit meets as its kind of body does (a bureau's
 * director's office meeting or its Party leadership group, a commission's director's office meeting,
 * a government's executive meeting), a few working days before the move, with three to nine of its
 * leadership team, who are the same people from meeting to meeting. Each contract draws from a
 * stream of its own, so the rest of the generated data is the same with or without them.
 */
import { isoDate } from '../../../src/domain/calendar';
import type { DecisionResolution, MeetingKind } from '../../../src/domain/decision';
import type { decisionRecords } from '../../db/schema';
import { NOTICE_CALENDAR } from '../calendar';
import { chance, pick, type Rand, randInt, seededRandom, streamSeed } from './random';
import type { WorldUnit } from './world';

type DecisionRow = typeof decisionRecords.$inferInsert;

const SURNAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢傅钟'];
const GIVEN = [...'建国志强伟明华平军勇杰涛斌丽敏静燕芳红霞英慧雪峰海波宏庆文武新春晓东立群学良德俊远永利卫光荣凯'];
const LEADERSHIP_SIZE = 11;
const DECISION_STREAM = 0x3c6ef372;

/** The unit's leadership team: the same names at every meeting of the unit (the chair first). */
const teams = new Map<number, string[]>();
export function leadershipOf(unit: Pick<WorldUnit, 'id'>): string[] {
  let team = teams.get(unit.id);
  if (team) return team;
  const rand = seededRandom(streamSeed(DECISION_STREAM ^ 0x1b873593, unit.id));
  const names = new Set<string>();
  while (names.size < LEADERSHIP_SIZE) {
    const given = chance(rand, 0.7) ? pick(rand, GIVEN) + pick(rand, GIVEN) : pick(rand, GIVEN);
    names.add(pick(rand, SURNAMES) + given);
  }
  team = [...names];
  teams.set(unit.id, team);
  return team;
}

/** The kind of meeting a unit decides at: its own office meeting mostly, else its Party leadership group. */
export function meetingKindOf(unit: Pick<WorldUnit, 'name'>, rand: Rand): MeetingKind {
  const office: MeetingKind = /人民政府/.test(unit.name)
    ? 'governmentExecutive'
    : /委员会|办公室|中心/.test(unit.name)
      ? 'directorOffice'
      : /局|厅/.test(unit.name)
        ? 'bureauChief'
        : 'other';
  return chance(rand, 0.65) ? office : 'partyGroup';
}

export interface DecisionEvent {
  id: number;
  contractId: number;
  matterId: number | null;
  unit: WorldUnit;
  /** The day the contract reached the decision step, and the day (and time) the move was made. */
  openedDay: number;
  day: number;
  at: Date;
  resolution: DecisionResolution;
  recordedBy: number | null;
  /** The contract's n-th decision (reconsidered contracts are decided again). */
  round: number;
}

/** The record of one decision; minutes are added after the insert (seedDecisionMinutes), none here. */
export function decisionRow(e: DecisionEvent): DecisionRow {
  const rand = seededRandom(streamSeed(DECISION_STREAM ^ e.round, e.contractId));
  const team = leadershipOf(e.unit);
  const size = randInt(rand, 3, 9);
  // The chair and a random choice of the others, in the team's order.
  const chosen = new Set([0, ...team.map((_, i) => i).filter((i) => i > 0 && chance(rand, 0.5))].slice(0, size));
  for (let i = 1; chosen.size < size; i++) chosen.add(i);
  const attendees = team.filter((_, i) => chosen.has(i));
  // A working day between the step's start and the move, at most a week before the move.
  const earliest = Math.max(e.openedDay, e.day - 7);
  let meeting = NOTICE_CALENDAR.onOrBefore(e.day - randInt(rand, 0, Math.max(0, e.day - earliest)));
  if (meeting < e.openedDay) meeting = e.day;
  return {
    id: e.id,
    contractId: e.contractId,
    matterId: e.matterId,
    kind: meetingKindOf(e.unit, rand),
    meetingDate: isoDate(meeting),
    attendees,
    resolution: e.resolution,
    minutesFileId: null,
    note: e.resolution === 'reconsider' ? pick(rand, RECONSIDER_NOTES) : e.resolution === 'rejected' ? pick(rand, REJECT_NOTES) : null,
    recordedBy: e.recordedBy,
    recordedUnitId: e.unit.id,
    recordedAt: e.at,
  };
}

/** What a meeting that sends a contract back says. */
export const RECONSIDER_NOTES = [
  '会议认为合同履约担保条款不够完善，请补充履约保函要求后再提交集体决策。',
  '会议要求进一步核实项目资金来源及预算安排，修改完善后再议。',
  '请结合审查意见完善违约责任和争议解决条款，修改后再议。',
] as const;

/** Why a meeting says no. */
export const REJECT_NOTES = [
  '会议认为该项目实施条件尚不成熟，不同意签订该合同。',
  '经集体讨论，合同主要条款与项目批复不符，不同意签订。',
] as const;
