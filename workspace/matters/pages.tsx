/**
 * The review-chain matter pages under /matter (spec section 2), one component per route; the router
 * loads them as one chunk. What each page is in the lifecycle (src/domain/lifecycle.ts):
 * - survey-submit: the owner's counterpart survey report (matter/submit survey) passes the survey step.
 * - seek-submit: the owner asks colleagues of the unit for opinions (matter/submit seek with
 *   handlerUserIds; each gets a seekReply matter answered on seek-handle); the contract stays in seeking.
 * - ValidityUnitSubmit: the owner concludes seeking with the review materials (matter/submit seek
 *   without people): the contract goes to the unit's legality review (refused while answers are open).
 * - ValidityJudSubmit: the unit's legal reviewer's decision on a major contract's unit review: passing
 *   it submits the contract to the bureau's review (matter/handle on validityUnit; the API has no
 *   separate owner submission to the bureau).
 * - validityReview: the unit reviewer's / bureau's decision on validityUnit / validityJud matters (pass,
 *   or return with target and opinion).
 * - FinalDraftUnitUpload / FinalDraftJudUpload: the owner's final draft files (matter/submit
 *   finalDraftUnit / finalDraftJud) pass the final-draft step.
 * - fairReview: the unit's legal reviewers' fair-competition review decision (as fair-review-handle).
 * - fairReviewEcho: the handler's acknowledgement (answer) of the fair review's measures.
 * - decision: the leader records the collective decision's meeting (kind, date, attendees, resolution,
 *   minutes; DecisionForm): 通过 goes on to approval (optionally choosing the approvers, the unit's
 *   leaders, in level order), 修改后再议 back to the final draft, 不通过 voids the contract.
 * - approval: the approval progress of a contract, with a link to approval-handle for the approver on turn.
 */
import { ApprovalProgress } from './ApprovalProgress';
import { DecisionForm } from './DecisionForm';
import { landAfterDecision } from './finish';
import { MatterPage } from './MatterPage';
import { SubmitForm } from './SubmitForm';

export const SurveySubmit = () => <MatterPage kinds={['survey']} renderForm={(p) => <SubmitForm mode="survey" {...p} />} />;
export const SeekSubmit = () => <MatterPage kinds={['seek']} renderForm={(p) => <SubmitForm mode="seekAsk" {...p} />} />;
export const ValidityUnitSubmit = () => <MatterPage kinds={['seek']} renderForm={(p) => <SubmitForm mode="seekConclude" {...p} />} />;
export const ValidityJudSubmit = () => <MatterPage kinds={['validityUnit']} landing={landAfterDecision} />;
export const ValidityReview = () => <MatterPage kinds={['validityUnit', 'validityJud']} landing={landAfterDecision} />;
export const FinalDraftUnitUpload = () => <MatterPage kinds={['finalDraftUnit']} renderForm={(p) => <SubmitForm mode="finalDraftUnit" {...p} />} />;
export const FinalDraftJudUpload = () => <MatterPage kinds={['finalDraftJud']} renderForm={(p) => <SubmitForm mode="finalDraftJud" {...p} />} />;
export const FairReview = () => <MatterPage kinds={['fairReview']} landing={landAfterDecision} />;
export const FairReviewEcho = () => <MatterPage kinds={['fairReviewEcho']} landing={landAfterDecision} />;
export const Decision = () => <MatterPage kinds={['decision']} renderForm={(p) => <DecisionForm {...p} />} />;
export const MatterApproval = () => <ApprovalProgress />;
