/**
 * Signing: online (each party signs with its seal; the last signature completes the sign flow and
 * the contract goes to filing) or offline (the owning unit uploads the signed scan).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { signedScanSchema, signInputSchema } from '../../../src/domain/contract-write';
import type { Db } from '../../db/client';
import { contractFiles, contractParties, counterparts, seals } from '../../db/schema';
import { filingDueOf } from '../time-rules/store';
import type { AuthContext } from '../../http/auth';
import { invalidField, refused } from '../../http/errors';
import { actorsOf } from './actors';
import { notify } from './matter-store';
import type { ContractRecord } from './scope';
import { produceSignedPdf } from './stamp';
import type { FileStorage } from '../../storage/storage';
import { applyMove, lockContract, notYourMove, touchContract } from './transition';

/** Today in China Standard Time, YYYY-MM-DD. */
export const todayCst = (at = new Date()): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Refuses signing with a counterpart on the serious-dishonesty list. */
async function checkHonesty(tx: Db, contractId: number): Promise<void> {
  const rows = await tx
    .select({ name: counterparts.name, dishonest: counterparts.seriousDishonest })
    .from(contractParties)
    .innerJoin(counterparts, eq(counterparts.id, contractParties.counterpartId))
    .where(eq(contractParties.contractId, contractId));
  const bad = rows.find((r) => r.dishonest);
  if (bad) throw refused('dishonestCounterpart', { name: bad.name });
}

/** contract/move startOnlineSigning is checked here too (no dishonest counterpart). */
export const beforeSigning = checkHonesty;

/**
 * contract/sign: the caller's party signs (staff of the owning unit with a seal of the unit; a
 * counterpart's user for it). With the file storage, the last signature also produces the stamped
 * PDF (stamp.ts), linked as signedPdf and named with its sha256 in the completing history row.
 */
export async function signContract(
  tx: Db,
  ctx: AuthContext,
  input: z.output<typeof signInputSchema>,
  storage?: FileStorage,
): Promise<ContractRecord> {
  const c = await lockContract(tx, ctx, input.id, input.version);
  if (c.status !== 'signing') throw refused('moveNotAllowed', { status: c.status });
  const parties = await tx.select().from(contractParties).where(eq(contractParties.contractId, c.id));
  let party: (typeof parties)[number] | undefined;
  let sealSn: string | null = null;
  if (ctx.userType === 'company') {
    party = parties.find((p) => p.kind === 'counterpart' && p.counterpartId === ctx.counterpartId);
    if (!party) throw notYourMove();
  } else {
    if (!(await actorsOf(tx, ctx, c)).has('owner')) throw notYourMove();
    party = parties.find((p) => p.kind === 'unit');
    if (!party || !input.sealId) throw refused('noSeal');
    const [seal] = await tx
      .select()
      .from(seals)
      .where(and(eq(seals.id, input.sealId), eq(seals.unitId, c.unitId), eq(seals.enabled, true)));
    if (!seal) throw refused('noSeal');
    sealSn = seal.sealSn;
  }
  if (party.signedAt) throw refused('alreadySigned');
  const now = new Date();
  await tx
    .update(contractParties)
    .set({ signedAt: now, signedBy: ctx.userId, ...(sealSn ? { sealSn } : {}) })
    .where(eq(contractParties.id, party.id));
  const unsigned = parties.filter((p) => p.id !== party.id && !p.signedAt);
  if (unsigned.length) {
    await notify(tx, [c.handlerId].filter((id) => id !== ctx.userId), {
      title: `《${c.name}》${party.name}已签署`,
      content: `还有 ${unsigned.length} 方未签署`,
      link: `/contract/sign-flow?id=${c.id}`,
    });
    return touchContract(tx, c);
  }
  // The last signature completes the online sign flow: the contract is signed today and goes to filing.
  const pdf = storage ? await produceSignedPdf(tx, storage, c, ctx.userId, now) : null;
  return applyMove(tx, ctx, c, {
    action: 'completeOnlineSigning',
    system: true,
    opinion: pdf ? `各方已完成在线签署；签署文件 SHA-256: ${pdf.sha256}` : '各方已完成在线签署',
    ...(pdf ? { fileIds: [pdf.fileId] } : {}),
    set: { signDate: todayCst(now), filingDue: await filingDueOf(tx, c.areaId, todayCst(now)), signingMethod: 'online' },
  });
}

/** contract/uploadSignedScan: offline signing, the signed scan uploaded by the owning unit. */
export async function uploadSignedScan(tx: Db, ctx: AuthContext, input: z.output<typeof signedScanSchema>): Promise<ContractRecord> {
  const c = await lockContract(tx, ctx, input.id, input.version);
  await checkHonesty(tx, c.id);
  if (input.signDate > todayCst()) throw invalidField('body.signDate', 'the signing date is in the future');
  const updated = await applyMove(tx, ctx, c, {
    action: 'uploadSignedScan',
    fileIds: input.fileIds,
    set: { signDate: input.signDate, filingDue: await filingDueOf(tx, c.areaId, input.signDate), signingMethod: 'offline', ...(input.signPlace ? { signPlace: input.signPlace } : {}) },
  });
  await tx.insert(contractFiles).values(input.fileIds.map((fileId) => ({ contractId: c.id, fileId, kind: 'signedScan', createdBy: ctx.userId })));
  const at = new Date(`${input.signDate}T12:00:00+08:00`);
  await tx
    .update(contractParties)
    .set({ signedAt: at })
    .where(and(eq(contractParties.contractId, c.id), isNull(contractParties.signedAt), inArray(contractParties.kind, ['unit', 'counterpart'])));
  return updated;
}
