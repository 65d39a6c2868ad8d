/**
 * The contract status machine (ARCHITECTURE.md section 3, "Lifecycle"). The server allows or refuses every
 * move with it; the UI shows only the actions it allows now. Pure: no I/O, no clock.
 *
 *   draft -> registered -> review chain -> toSign -> (signing) -> filingPending -> filingReview
 *     -> filed | conditionallyFiled -> rectified -> filed | filingReturned -> filingReview | filingRefused
 *   filed -> performing -> performanceCompleted -> archived
 *   side exits: return to an earlier review step, suspended, disputed, terminated, void.
 *
 * The review chain is survey -> seeking -> unitReview -> [bureauReview if major] -> finalDraft ->
 * [fairReview if it applies] -> [decision if major] -> approval. Supplementary and change agreements
 * are child contracts that start at draft and go through the chain again.
 */
export const REVIEW_STEPS = [
  'survey',
  'seeking',
  'unitReview',
  'bureauReview',
  'finalDraft',
  'fairReview',
  'decision',
  'approval',
] as const;
export type ReviewStep = (typeof REVIEW_STEPS)[number];

export const CONTRACT_STATUSES = [
  'draft',
  'registered',
  ...REVIEW_STEPS,
  'toSign',
  'signing',
  'filingPending',
  'filingReview',
  'filed',
  'conditionallyFiled',
  'rectified',
  'filingReturned',
  'filingRefused',
  'performing',
  'performanceCompleted',
  'archived',
  'suspended',
  'disputed',
  'terminated',
  'void',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Who may make a move: the owning unit's staff, its legal office, its leader, the judicial bureau. */
export type Actor = 'owner' | 'unitLegal' | 'leader' | 'bureau';

export const CONTRACT_ACTIONS = [
  'register',
  'submitForReview',
  'pass',
  'returnTo',
  'startOnlineSigning',
  'completeOnlineSigning',
  'cancelOnlineSigning',
  'uploadSignedScan',
  'submitFiling',
  'acceptFiling',
  'fileConditionally',
  'returnFiling',
  'refuseFiling',
  'submitRectification',
  'confirmRectification',
  'rejectRectification',
  'startPerformance',
  'completePerformance',
  'archive',
  'suspend',
  'resume',
  'raiseDispute',
  'resolveDispute',
  'terminate',
  'void',
] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** What decides which optional review steps apply. */
export interface ContractFlags {
  major: boolean;
  fairReview: boolean;
}

export type Phase = 'draft' | 'review' | 'signing' | 'filing' | 'performance' | 'closed';

export const STATUS_PHASE: Record<ContractStatus, Phase> = {
  draft: 'draft',
  registered: 'draft',
  survey: 'review',
  seeking: 'review',
  unitReview: 'review',
  bureauReview: 'review',
  finalDraft: 'review',
  fairReview: 'review',
  decision: 'review',
  approval: 'review',
  toSign: 'signing',
  signing: 'signing',
  filingPending: 'filing',
  filingReview: 'filing',
  filed: 'filing',
  conditionallyFiled: 'filing',
  rectified: 'filing',
  filingReturned: 'filing',
  filingRefused: 'closed',
  performing: 'performance',
  performanceCompleted: 'performance',
  archived: 'closed',
  suspended: 'performance',
  disputed: 'performance',
  terminated: 'closed',
  void: 'closed',
};

/** Who handles each review step. */
export const STEP_ACTOR: Record<ReviewStep, Actor> = {
  survey: 'owner',
  seeking: 'owner',
  unitReview: 'unitLegal',
  bureauReview: 'bureau',
  finalDraft: 'owner',
  fairReview: 'unitLegal',
  decision: 'leader',
  approval: 'leader',
};

export const isReviewStep = (s: ContractStatus): s is ReviewStep => (REVIEW_STEPS as readonly string[]).includes(s);

/** Does an optional step apply to a contract with these flags? */
export function stepApplies(step: ReviewStep, flags: ContractFlags): boolean {
  if (step === 'bureauReview' || step === 'decision') return flags.major;
  if (step === 'fairReview') return flags.fairReview;
  return true;
}

/** The review steps this contract goes through, in order. */
export const reviewChain = (flags: ContractFlags): ReviewStep[] => REVIEW_STEPS.filter((s) => stepApplies(s, flags));

/** Fixed moves: action, the statuses it starts from, where it leads, who makes it. */
interface FixedMove {
  from: readonly ContractStatus[];
  to: ContractStatus;
  actor: Actor;
}

const BEFORE_SIGNING: readonly ContractStatus[] = ['draft', 'registered', ...REVIEW_STEPS, 'toSign'];

const FIXED_MOVES: Partial<Record<ContractAction, FixedMove>> = {
  register: { from: ['draft'], to: 'registered', actor: 'owner' },
  startOnlineSigning: { from: ['toSign'], to: 'signing', actor: 'owner' },
  completeOnlineSigning: { from: ['signing'], to: 'filingPending', actor: 'owner' },
  cancelOnlineSigning: { from: ['signing'], to: 'toSign', actor: 'owner' },
  uploadSignedScan: { from: ['toSign'], to: 'filingPending', actor: 'owner' },
  submitFiling: { from: ['filingPending', 'filingReturned'], to: 'filingReview', actor: 'owner' },
  acceptFiling: { from: ['filingReview'], to: 'filed', actor: 'bureau' },
  fileConditionally: { from: ['filingReview'], to: 'conditionallyFiled', actor: 'bureau' },
  returnFiling: { from: ['filingReview'], to: 'filingReturned', actor: 'bureau' },
  refuseFiling: { from: ['filingReview'], to: 'filingRefused', actor: 'bureau' },
  submitRectification: { from: ['conditionallyFiled'], to: 'rectified', actor: 'owner' },
  confirmRectification: { from: ['rectified'], to: 'filed', actor: 'bureau' },
  rejectRectification: { from: ['rectified'], to: 'conditionallyFiled', actor: 'bureau' },
  startPerformance: { from: ['filed'], to: 'performing', actor: 'owner' },
  completePerformance: { from: ['performing'], to: 'performanceCompleted', actor: 'owner' },
  archive: { from: ['performanceCompleted'], to: 'archived', actor: 'owner' },
  suspend: { from: ['performing'], to: 'suspended', actor: 'owner' },
  resume: { from: ['suspended'], to: 'performing', actor: 'owner' },
  raiseDispute: { from: ['performing', 'suspended'], to: 'disputed', actor: 'owner' },
  resolveDispute: { from: ['disputed'], to: 'performing', actor: 'owner' },
  terminate: { from: ['performing', 'suspended', 'disputed'], to: 'terminated', actor: 'owner' },
  void: { from: [...BEFORE_SIGNING, 'filingRefused'], to: 'void', actor: 'owner' },
};

/** A move allowed now: the action, where it leads (several targets for returnTo), who makes it. */
export interface Move {
  action: ContractAction;
  to: ContractStatus[];
  actor: Actor;
}

/** Where a return from a review step may go: an earlier step of this contract's chain, or registered. */
export function returnTargets(status: ContractStatus, flags: ContractFlags): ContractStatus[] {
  if (!isReviewStep(status)) return [];
  const chain = reviewChain(flags);
  const at = chain.indexOf(status);
  if (at < 0) return [];
  return ['registered', ...chain.slice(0, at)];
}

/** The status after passing a review step (the next applicable step, or toSign after approval). */
export function nextAfterPass(status: ContractStatus, flags: ContractFlags): ContractStatus | null {
  if (!isReviewStep(status) || !stepApplies(status, flags)) return null;
  const chain = reviewChain(flags);
  return chain[chain.indexOf(status) + 1] ?? 'toSign';
}

/** Every move allowed from a status. */
export function allowedMoves(status: ContractStatus, flags: ContractFlags): Move[] {
  const moves: Move[] = [];
  if (status === 'registered') moves.push({ action: 'submitForReview', to: [reviewChain(flags)[0]!], actor: 'owner' });
  const passTo = nextAfterPass(status, flags);
  if (passTo && isReviewStep(status)) {
    const actor = STEP_ACTOR[status];
    moves.push({ action: 'pass', to: [passTo], actor });
    moves.push({ action: 'returnTo', to: returnTargets(status, flags), actor });
  }
  for (const action of CONTRACT_ACTIONS) {
    const m = FIXED_MOVES[action];
    if (m?.from.includes(status)) moves.push({ action, to: [m.to], actor: m.actor });
  }
  return moves;
}

/**
 * The moves POST contract/move makes (docs/api/contract-writes.md); the others have their own calls:
 * matters (pass, return), signing, the filing review, the rectification.
 */
export const GENERIC_ACTIONS: readonly ContractAction[] = [
  'register',
  'submitForReview',
  'startOnlineSigning',
  'cancelOnlineSigning',
  'submitFiling',
  'startPerformance',
  'completePerformance',
  'archive',
  'suspend',
  'resume',
  'raiseDispute',
  'resolveDispute',
  'terminate',
  'void',
];
export const isGenericAction = (action: ContractAction): boolean => GENERIC_ACTIONS.includes(action);

/** The moves that need their reason (the opinion): the server refuses them without one, the page asks for it. */
export const REASON_REQUIRED: readonly ContractAction[] = ['suspend', 'raiseDispute', 'terminate', 'void'];
export const needsReason = (action: ContractAction): boolean => REASON_REQUIRED.includes(action);

export type MoveResult = { ok: true; to: ContractStatus; actor: Actor } | { ok: false; reason: 'notAllowed' | 'badTarget' };

/**
 * Decides one move: the status it leads to and who must make it, or why it is refused. `target` is
 * the step a returnTo goes back to.
 */
export function decideMove(
  status: ContractStatus,
  action: ContractAction,
  flags: ContractFlags,
  target?: ContractStatus,
): MoveResult {
  const move = allowedMoves(status, flags).find((m) => m.action === action);
  if (!move) return { ok: false, reason: 'notAllowed' };
  if (action === 'returnTo') {
    if (!target || !move.to.includes(target)) return { ok: false, reason: 'badTarget' };
    return { ok: true, to: target, actor: move.actor };
  }
  return { ok: true, to: move.to[0]!, actor: move.actor };
}

/** A supplementary or change agreement can be added to a contract in force. */
export const SUPPLEMENT_PARENT_STATUSES: readonly ContractStatus[] = [
  'filed',
  'conditionallyFiled',
  'rectified',
  'performing',
  'suspended',
  'disputed',
];
export const canAddSupplement = (status: ContractStatus): boolean => SUPPLEMENT_PARENT_STATUSES.includes(status);

/** Contracts imported from the 1.0 system enter in force. */
export const IMPORT_STATUSES: readonly ContractStatus[] = ['filed', 'performing'];

/** Statuses with no move out of them. */
export const TERMINAL_STATUSES: readonly ContractStatus[] = CONTRACT_STATUSES.filter(
  (s) => allowedMoves(s, { major: true, fairReview: true }).length === 0,
);
