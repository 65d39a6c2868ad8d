/** The project's audit trail: one status_history row per status change, inside the caller's transaction. */
import type { Db } from '../../db/client';
import { statusHistory } from '../../db/schema';
import type { AuthContext } from '../../http/auth';

export interface ProjectMove {
  projectId: number;
  /** create, submit, archive, delete. */
  action: string;
  fromStatus: string | null;
  toStatus: string;
  opinion?: string | null;
  at: Date;
}

export async function recordProjectMove(tx: Db, ctx: AuthContext, m: ProjectMove): Promise<void> {
  await tx.insert(statusHistory).values({
    projectId: m.projectId,
    action: m.action,
    fromStatus: m.fromStatus,
    toStatus: m.toStatus,
    userId: ctx.userId,
    unitId: ctx.currentUnitId,
    opinion: m.opinion ?? null,
    at: m.at,
  });
}
