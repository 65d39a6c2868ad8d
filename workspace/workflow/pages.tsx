/**
 * The to-do, approval and carbon-copy routes (spec section 2), one component per route over the one
 * WorkflowList and the one MatterHandle; router/routes.tsx loads them as one chunk.
 */
import { WORKFLOW_LIST_CONFIGS as L } from './listConfig';
import { MatterHandle } from './MatterHandle';
import { WorkflowList } from './WorkflowList';

export const WaitBacklog = () => <WorkflowList config={L.backlogWaiting} title="route.waitBacklog" />;
export const AlreadyBacklog = () => <WorkflowList config={L.backlogDone} title="route.alreadyBacklog" />;
export const WaitApproval = () => <WorkflowList config={L.approvalWaiting} title="route.waitApproval" />;
export const AlreadyApproval = () => <WorkflowList config={L.approvalDone} title="route.alreadyApproval" />;
export const CarbonCopyToMe = () => <WorkflowList config={L.copiesReceived} title="route.carbonCopyToMe" />;
export const CarbonCopySent = () => <WorkflowList config={L.copiesSent} title="route.carbonCopySent" />;

export const ApprovalHandle = () => <MatterHandle kinds={['approval']} listPath="/approval/me/wait-approval" />;
export const SeekHandle = () => <MatterHandle kinds={['seekReply']} listPath="/backlog/me/wait-backlog" />;
export const FairReviewHandle = () => <MatterHandle kinds={['fairReview']} listPath="/backlog/me/wait-backlog" />;
