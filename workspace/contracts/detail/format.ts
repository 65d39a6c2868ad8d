/**
 * Pure helpers of the contract detail page: amounts in yuan, labels with a fallback for values the
 * vocabulary does not know, the base a user calls, the lifecycle phase steps, which moves the page
 * makes itself and where the others are worked on, and whether a matter is late or the user's.
 */
import type { Backend } from '../../../src/config';
import { CONTRACT_PHASES, type ContractDetail, type ContractMove } from '../../../src/domain/contract-api';
import { missingForReview, type ReviewNeed } from '../../../src/domain/contract-write';
import { type ContractAction, type ContractStatus, isGenericAction, SUPPLEMENT_PARENT_STATUSES } from '../../../src/domain/lifecycle';
import { MATTER_PAGE, MATTER_STEP, type MatterKind } from '../../../src/domain/matter';
import { type MessageKey, type MessageParams, t } from '../../../src/i18n';
import { findRoute } from '../../../src/router/findRoute';
import { EMPTY_TEXT } from '../../../src/utils/display';

/** The text of `key` when the vocabulary has it, else `fallback` (a value the server added later). */
export function labelOr(key: string, fallback: string, params?: MessageParams): string {
  const text = t(key as MessageKey, params);
  return text === key ? fallback : text;
}

export const statusLabel = (s: string | null | undefined): string => (s ? labelOr(`contract.status.${s}`, s) : EMPTY_TEXT);
export const actionLabel = (a: string): string => labelOr(`contract.action.${a}`, a);

/** The base a user calls: staff the admin base, counterpart users and legal advisers their own. */
export function backendOf(userType: 'staff' | 'company' | 'lawyer' | undefined): Backend {
  return userType === 'company' ? 'company' : userType === 'lawyer' ? 'lawyer' : 'admin';
}

/** A positive integer id from the query string, or null. */
export function parseId(raw: string | null): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Statuses where the contract's road ended early (the current phase shows as an error). */
const STOPPED: ReadonlySet<ContractStatus> = new Set(['void', 'terminated', 'filingRefused', 'suspended', 'disputed']);

/** Where a contract stands in the six phases: the current one's index, and whether it stopped or ended. */
export interface PhaseStep {
  current: number;
  stopped: boolean;
  finished: boolean;
}

/** The lifecycle phase steps: the index of the current phase and whether it stopped there. */
export function phaseStep(contract: Pick<ContractDetail, 'phase' | 'status'>): PhaseStep {
  return {
    current: CONTRACT_PHASES.indexOf(contract.phase),
    stopped: STOPPED.has(contract.status),
    finished: contract.status === 'archived',
  };
}

/** Moves that cannot be taken back: their confirm button is red. */
export const DESTRUCTIVE: readonly ContractAction[] = ['void', 'terminate'];

/** The moves this page makes itself through contract/move; a filing is submitted with the filing page's form. */
export const isGeneric = (m: ContractMove): boolean => isGenericAction(m.action) && m.action !== 'submitFiling';

/** What the contract lacks for review while submitting it is its next move (the server's rule). */
export function reviewNeedsOf(detail: Pick<ContractDetail, 'moves' | 'files' | 'parties'>): ReviewNeed[] {
  if (!detail.moves.some((m) => m.action === 'submitForReview')) return [];
  return missingForReview({ fileKinds: detail.files.map((f) => f.kind), counterparts: detail.parties.filter((p) => p.kind === 'counterpart').length });
}

const SIGNING_FORM: readonly ContractAction[] = ['completeOnlineSigning', 'uploadSignedScan'];
const FILING_REVIEW: readonly ContractAction[] = [
  'acceptFiling',
  'fileConditionally',
  'returnFiling',
  'refuseFiling',
  'confirmRectification',
  'rejectRectification',
];

const isMatterKind = (k: string): k is MatterKind => k in MATTER_PAGE;
const pendingOf = (detail: Pick<ContractDetail, 'matters'>, test: (kind: MatterKind) => boolean) =>
  detail.matters.find((m) => m.status === 'pending' && isMatterKind(m.kind) && test(m.kind));

/** Work on the contract's own pages that is not a status move of its own. */
export const PAGE_ACTIONS = ['concludeSeeking', 'registerPerformance', 'uploadPerformanceDocument', 'addSupervision'] as const;
export type PageAction = (typeof PAGE_ACTIONS)[number];
const isPageAction = (a: string): a is PageAction => (PAGE_ACTIONS as readonly string[]).includes(a);

/** The label of a link's action: a move of the status machine, or work on a page. */
export const linkLabel = (a: ContractAction | PageAction): string =>
  isPageAction(a) ? t(`contractDetail.pageAction.${a}` as MessageKey) : actionLabel(a);

/**
 * The text of a link button: the title of the page it opens (the tab and heading the user lands on),
 * not the moves made there ("通过 / 退回" opened a page whose button said 提交调查报告); those are
 * its tooltip (linkActions).
 */
export function linkTitle(link: MoveLink): string {
  const route = findRoute(link.href.split('?')[0] ?? '');
  return route ? t(route.title) : linkActions(link);
}

/** What can be done on a link's page, for its tooltip. */
export const linkActions = (link: MoveLink): string => link.actions.map(linkLabel).join(' / ');

/** The seeking step's second page: concluding it into the unit's legality review. */
const SEEK_CONCLUDE_PAGE = '/matter/validity/unit/ValidityUnitSubmit';
/** Owner moves that show the contract is in force and its performance is recorded by the owner. */
const PERFORMANCE_MOVES: readonly ContractAction[] = ['completePerformance', 'resume', 'resolveDispute'];

/** A page link for the moves that have their own form: the actions and where they are done. */
export interface MoveLink {
  actions: (ContractAction | PageAction)[];
  href: string;
}

/** Where each non-generic move is worked on (moves of one page share one link), in the moves' order. */
export function moveLinks(detail: Pick<ContractDetail, 'id' | 'status' | 'matters' | 'moves'>): MoveLink[] {
  const links: MoveLink[] = [];
  const add = (action: ContractAction | PageAction, href: string | null) => {
    if (!href) return;
    const same = links.find((l) => l.href === href);
    if (same) same.actions.push(action);
    else links.push({ actions: [action], href });
  };
  for (const move of detail.moves) {
    const { action } = move;
    if (isGeneric(move)) continue;
    if (action === 'pass' || action === 'returnTo') {
      const matter = pendingOf(detail, (kind) => MATTER_STEP[kind] === detail.status);
      add(action, matter ? `${MATTER_PAGE[matter.kind as MatterKind]}?matterId=${matter.id}` : null);
      // Seeking has two pages: asking for opinions, and concluding it into the unit's legality review.
      if (matter?.kind === 'seek' && action === 'pass') add('concludeSeeking', `${SEEK_CONCLUDE_PAGE}?matterId=${matter.id}`);
    } else if (SIGNING_FORM.includes(action)) {
      add(action, `/contract/sign-flow?id=${detail.id}`);
    } else if (action === 'submitFiling') {
      add(action, `/contract/contract-record?id=${detail.id}`);
    } else if (FILING_REVIEW.includes(action)) {
      const matter = pendingOf(detail, (kind) => kind === 'filing');
      add(action, matter ? `${MATTER_PAGE.filing}?matterId=${matter.id}` : `/contract/contract-record?id=${detail.id}`);
    } else {
      add(action, `/contract/contract-record?id=${detail.id}`);
    }
  }
  // The owner records performance while the contract is in force (no move: its own pages).
  if (detail.moves.some((m) => PERFORMANCE_MOVES.includes(m.action) && m.actor === 'owner')) {
    add('registerPerformance', `${MATTER_PAGE.performRegister}?id=${detail.id}`);
    add('uploadPerformanceDocument', `${MATTER_PAGE.documentUpload}?id=${detail.id}`);
  }
  return links;
}

/** The supervisor's page for a contract in force (callers holding supervise.add; the server checks the scope). */
export function supervisionLink(detail: Pick<ContractDetail, 'id' | 'status'>, canSupervise: boolean): MoveLink | null {
  if (!canSupervise || !SUPPLEMENT_PARENT_STATUSES.includes(detail.status)) return null;
  return { actions: ['addSupervision'], href: `${MATTER_PAGE.performSupervise}?id=${detail.id}` };
}

/** A YYYY-MM-DD deadline before `today` (YYYY-MM-DD). */
export const isOverdue = (deadline: string | null, today: string): boolean => deadline !== null && deadline < today;

interface MatterUser {
  userId: number;
  currentUnitId: number | null;
}

/** A pending matter the user handles: assigned to them, or to their current unit without a person. */
export function canHandleMatter(m: ContractDetail['matters'][number], user: MatterUser | undefined): boolean {
  if (!user || m.status !== 'pending' || !isMatterKind(m.kind)) return false;
  if (m.handlerUserId !== null) return m.handlerUserId === user.userId;
  return m.handlerUnitId !== null && m.handlerUnitId === user.currentUnitId;
}

export const matterHref = (m: { id: number; kind: string }): string | null =>
  isMatterKind(m.kind) ? `${MATTER_PAGE[m.kind]}?matterId=${m.id}` : null;

/** File names the browser can show inline (the server previews pdf, png and jpeg). */
export const canPreview = (fileName: string | null): 'pdf' | 'image' | null => {
  const ext = fileName?.split('.').pop()?.toLowerCase();
  if (ext === 'pdf') return 'pdf';
  if (ext === 'png' || ext === 'jpg' || ext === 'jpeg') return 'image';
  return null;
};
