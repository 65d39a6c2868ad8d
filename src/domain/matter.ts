/**
 * Matters, the tasks of the contract lifecycle (ARCHITECTURE.md section 3): their kinds, the review step
 * each belongs to, the page (a spec route under /matter, /backlog or /approval) where each is
 * submitted or handled, and the statuses a matter goes through. Shared by server and client.
 */
import type { ReviewStep } from './lifecycle';

export const MATTER_KINDS = [
  'survey',
  'seek',
  /** One adviser's or office's answer to a seek-opinions request. */
  'seekReply',
  'validityUnit',
  'validityJud',
  'finalDraftUnit',
  'finalDraftJud',
  'fairReview',
  'fairReviewEcho',
  'decision',
  'approval',
  'signFlow',
  'filing',
  /** The owning unit's rectification of a conditional filing's defects. */
  'rectify',
  'performRegister',
  'documentUpload',
  'performSupervise',
  'warnTips',
] as const;
export type MatterKind = (typeof MATTER_KINDS)[number];
/** Whether a value (a stored matter's kind, a link's parameter) is one of the matter kinds. */
export const isMatterKind = (value: unknown): value is MatterKind => (MATTER_KINDS as readonly unknown[]).includes(value);

/** pending (waiting for its handler), passed, returned, closed (overtaken, e.g. the contract was voided). */
export const MATTER_STATUSES = ['pending', 'passed', 'returned', 'closed'] as const;
export type MatterStatus = (typeof MATTER_STATUSES)[number];

/** The matter kind of each review step; a major contract's final draft goes to the bureau (finalDraftJud). */
export function stepMatterKind(step: ReviewStep, major: boolean): MatterKind {
  switch (step) {
    case 'survey':
      return 'survey';
    case 'seeking':
      return 'seek';
    case 'unitReview':
      return 'validityUnit';
    case 'bureauReview':
      return 'validityJud';
    case 'finalDraft':
      return major ? 'finalDraftJud' : 'finalDraftUnit';
    case 'fairReview':
      return 'fairReview';
    case 'decision':
      return 'decision';
    case 'approval':
      return 'approval';
  }
}

/** The review step a step matter belongs to (null for the other kinds). */
export const MATTER_STEP: Partial<Record<MatterKind, ReviewStep>> = {
  survey: 'survey',
  seek: 'seeking',
  validityUnit: 'unitReview',
  validityJud: 'bureauReview',
  finalDraftUnit: 'finalDraft',
  finalDraftJud: 'finalDraft',
  fairReview: 'fairReview',
  decision: 'decision',
  approval: 'approval',
};

/** The matters whose deadline an area's time-limit rule sets (time-rules.ts MATTER_RULE). */
export const RULED_MATTER_KINDS = ['validityUnit', 'validityJud', 'filing', 'rectify'] as const satisfies readonly MatterKind[];
export type RuledMatterKind = (typeof RULED_MATTER_KINDS)[number];

/** Working days a matter of the other kinds is given before it is overdue. */
export const MATTER_DEADLINE_WORKDAYS: Record<Exclude<MatterKind, RuledMatterKind>, number> = {
  survey: 5,
  seek: 5,
  seekReply: 5,
  finalDraftUnit: 3,
  finalDraftJud: 3,
  fairReview: 5,
  fairReviewEcho: 5,
  decision: 10,
  approval: 3,
  signFlow: 10,
  performRegister: 10,
  documentUpload: 10,
  performSupervise: 10,
  warnTips: 5,
};

/** The spec page (hash route) where a matter of each kind is worked on; messages link there with ?matterId=. */
export const MATTER_PAGE: Record<MatterKind, string> = {
  survey: '/matter/survey-submit',
  seek: '/matter/seek-submit',
  seekReply: '/backlog/handle/seek-handle',
  validityUnit: '/matter/validity/validityReview',
  validityJud: '/matter/validity/validityReview',
  finalDraftUnit: '/matter/validity/unit/FinalDraftUnitUpload',
  finalDraftJud: '/matter/validity/jud/FinalDraftJudUpload',
  fairReview: '/matter/fairReview/fair-review-handle',
  fairReviewEcho: '/matter/fairReviewEcho',
  decision: '/matter/decision',
  approval: '/approval/handle/approval-handle',
  signFlow: '/matter/signFlow',
  filing: '/contract/contract-record',
  rectify: '/contract/contract-record',
  performRegister: '/matter/performRegister',
  documentUpload: '/matter/documentUpload',
  performSupervise: '/matter/performSupervise',
  warnTips: '/matter/WarnTips',
};

/** The in-app link of a matter (the message bell's link). */
export const matterLink = (kind: MatterKind, matterId: number): string => `${MATTER_PAGE[kind]}?matterId=${matterId}`;

/** The in-app link of a contract's detail page. */
export const contractLink = (contractId: number): string => `/contract/detail?id=${contractId}`;

/** The title a matter of each kind is stored with, after the contract's name in 《》 (zh-CN, as filed). */
export const MATTER_TITLE: Record<MatterKind, string> = {
  survey: '相对方调查',
  seek: '征求意见',
  seekReply: '征求意见答复',
  validityUnit: '合法性审查',
  validityJud: '合法性审查（司法局）',
  finalDraftUnit: '定稿上传',
  finalDraftJud: '定稿上传（报司法局）',
  fairReview: '公平竞争审查',
  fairReviewEcho: '公平竞争审查回执',
  decision: '集体决策',
  approval: '审批',
  signFlow: '在线签署',
  filing: '备案审查',
  rectify: '附条件备案整改',
  performRegister: '履行登记',
  documentUpload: '履行资料上传',
  performSupervise: '履行监督',
  warnTips: '红码预警',
};
