/**
 * The to-do, approval and carbon-copy lists (spec section 2), one component per route over the one
 * WorkflowList; router/routes.tsx loads them as one chunk. The handling pages are another
 * (handlePages.tsx): a list opened from the bell on a phone does not load the forms.
 */
import { WORKFLOW_LIST_CONFIGS as L } from './listConfig';
import { WorkflowList } from './WorkflowList';

export const WaitBacklog = () => <WorkflowList config={L.backlogWaiting} title="route.waitBacklog" />;
export const AlreadyBacklog = () => <WorkflowList config={L.backlogDone} title="route.alreadyBacklog" />;
export const WaitApproval = () => <WorkflowList config={L.approvalWaiting} title="route.waitApproval" />;
export const AlreadyApproval = () => <WorkflowList config={L.approvalDone} title="route.alreadyApproval" />;
export const CarbonCopyToMe = () => <WorkflowList config={L.copiesReceived} title="route.carbonCopyToMe" />;
export const CarbonCopySent = () => <WorkflowList config={L.copiesSent} title="route.carbonCopySent" />;
