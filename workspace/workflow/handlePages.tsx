/**
 * The handling pages of the to-do and approval routes (spec section 2), one component per route over
 * the one MatterHandle; router/routes.tsx loads them as one chunk, apart from the lists (pages.tsx).
 */
import { MatterHandle } from './MatterHandle';

export const ApprovalHandle = () => <MatterHandle kinds={['approval']} listPath="/approval/me/wait-approval" />;
export const SeekHandle = () => <MatterHandle kinds={['seekReply']} listPath="/backlog/me/wait-backlog" />;
export const FairReviewHandle = () => <MatterHandle kinds={['fairReview']} listPath="/backlog/me/wait-backlog" />;
