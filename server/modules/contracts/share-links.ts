/**
 * Share links of a contract (docs/api/contract-share.md): who may hand one out for which party,
 * creating one (a random nonce of which only the hash is stored, the URL and its QR code), the
 * contract's link list, revoking, and opening a link by its token.
 *
 * Who may create (besides the contract being in the caller's data scope):
 * - unit and counterpart links: staff of the owning unit (current unit = the owning unit or above it);
 * - bureau links: bureau staff (data scope 'area') whose current unit is the contract's bureau or below it;
 * - administrators (data scope 'all'): any;
 * - counterpart users: a counterpart link for their own counterpart only.
 * Who may revoke: the link's creator, staff of the owning unit, administrators.
 */
import { type ContractRecord, contractInScope} from './scope';
import { ancestorsOf } from './actors';
import { shareView, type ShareLinkRecord } from './share-view';
import { unitNames } from './names';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ApiCode } from '../../../src/domain/envelope';
import { formatShareToken, parseShareToken } from '../../../src/domain/share-token';
import {
  type ShareAudience,
  type ShareLink,
  type ShareLinkRow,
  type ShareView,
  shareUrl,
  type shareCreateSchema,
} from '../../../src/domain/contract-share';
import { qrDataUrl } from '../../../src/domain/qr-image';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contractParties, shareLinks } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { ApiError, invalidField, notFound, refused } from '../../http/errors';
import { hashToken, randomSecret } from '../../security/tokens';

const DAY_MS = 86_400_000;

/** Any link that cannot be opened (malformed, unknown, wrong nonce, expired, revoked): one answer, no oracle. */
export const invalidShareLink = () => refused('shareLinkInvalid');
/** The caller may not hand out (or revoke) a link for that party: HTTP 403. */
const notAllowed = () => new ApiError(ApiCode.forbidden, 'shareNotAllowed', {}, null, 403);

/** Which sides the caller speaks for on this contract: the owning unit's, the bureau's. */
async function sidesOf(db: Db, ctx: AuthContext, c: ContractRecord): Promise<{ unit: boolean; bureau: boolean }> {
  if (ctx.userType !== 'staff') return { unit: false, bureau: false };
  if (ctx.dataScope === 'all') return { unit: true, bureau: c.bureauUnitId !== null };
  if (!ctx.currentUnitId) return { unit: false, bureau: false };
  const chains = await ancestorsOf(db, [c.unitId, ctx.currentUnitId]);
  return {
    unit: chains.get(c.unitId)?.has(ctx.currentUnitId) ?? false,
    bureau: ctx.dataScope === 'area' && c.bureauUnitId !== null && (chains.get(ctx.currentUnitId)?.has(c.bureauUnitId) ?? false),
  };
}

/** The link's party id and name for this audience, or why it is refused. */
async function partyFor(
  db: Db,
  ctx: AuthContext,
  c: ContractRecord,
  audience: ShareAudience,
  partyId: number | undefined,
): Promise<{ partyId: number; partyName: string | null }> {
  if (ctx.userType === 'company') {
    if (audience !== 'counterpart' || !ctx.counterpartId) throw notAllowed();
    if (partyId !== undefined && partyId !== ctx.counterpartId) throw notAllowed();
    partyId = ctx.counterpartId;
  } else {
    const sides = await sidesOf(db, ctx, c);
    if (!(audience === 'bureau' ? sides.bureau : sides.unit)) throw notAllowed();
  }
  if (audience === 'counterpart') {
    if (partyId === undefined) throw invalidField('body.partyId', 'required: one of the contract’s counterparts');
    const [party] = await db
      .select({ name: contractParties.name })
      .from(contractParties)
      .where(and(eq(contractParties.contractId, c.id), eq(contractParties.kind, 'counterpart'), eq(contractParties.counterpartId, partyId)))
      .limit(1);
    if (!party) throw invalidField('body.partyId', 'not a counterpart of this contract');
    return { partyId, partyName: party.name };
  }
  const own = audience === 'unit' ? c.unitId : c.bureauUnitId;
  if (own === null) throw notAllowed();
  if (partyId !== undefined && partyId !== own) throw invalidField('body.partyId', `must be the ${audience === 'unit' ? 'owning unit' : 'bureau'} of the contract`);
  return { partyId: own, partyName: (await unitNames(db, [own])).get(own) ?? null };
}

export async function createShareLink(
  db: Db,
  ctx: AuthContext,
  input: z.output<typeof shareCreateSchema>,
  origin: string,
): Promise<ShareLink> {
  const c = await contractInScope(db, ctx, input.contractId);
  const { partyId, partyName } = await partyFor(db, ctx, c, input.audience, input.partyId);
  const nonce = randomSecret();
  const [row] = await db
    .insert(shareLinks)
    .values({
      contractId: c.id,
      audience: input.audience,
      partyId,
      nonceHash: hashToken(nonce),
      createdBy: ctx.userId,
      expiresAt: new Date(Date.now() + input.days * DAY_MS),
    })
    .returning({ id: shareLinks.id, expiresAt: shareLinks.expiresAt });
  const token = formatShareToken({ id: row!.id, nonce });
  const url = shareUrl(origin, token);
  return {
    id: row!.id,
    url,
    token,
    expiresAt: row!.expiresAt.toISOString(),
    audience: input.audience,
    partyName,
    qrDataUrl: await qrDataUrl(url),
  };
}

const statusOf = (l: ShareLinkRecord, now: number): ShareLinkRow['status'] =>
  l.revokedAt ? 'revoked' : l.expiresAt.getTime() <= now ? 'expired' : 'active';

/**
 * The links of a contract in the caller's scope, newest first. Counterpart users see only the links
 * for their own counterpart.
 */
export async function listShareLinks(db: Db, ctx: AuthContext, contractId: number): Promise<ShareLinkRow[]> {
  const c = await contractInScope(db, ctx, contractId);
  const company = ctx.userType === 'company';
  const [rows, parties, sides] = await Promise.all([
    db
      .select()
      .from(shareLinks)
      .where(
        company
          ? and(eq(shareLinks.contractId, c.id), eq(shareLinks.audience, 'counterpart'), eq(shareLinks.partyId, ctx.counterpartId ?? -1))
          : eq(shareLinks.contractId, c.id),
      )
      .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id)),
    db
      .select({ counterpartId: contractParties.counterpartId, name: contractParties.name })
      .from(contractParties)
      .where(and(eq(contractParties.contractId, c.id), eq(contractParties.kind, 'counterpart'))),
    sidesOf(db, ctx, c),
  ]);
  const units = await unitNames(
    db,
    rows.filter((r) => r.audience !== 'counterpart').map((r) => r.partyId),
  );
  const now = Date.now();
  return rows.map((r) => {
    const status = statusOf(r, now);
    const mine = r.createdBy === ctx.userId;
    return {
      id: r.id,
      contractId: r.contractId,
      audience: r.audience as ShareAudience,
      partyId: r.partyId,
      partyName:
        r.partyId === null
          ? null
          : r.audience === 'counterpart'
            ? (parties.find((p) => p.counterpartId === r.partyId)?.name ?? null)
            : (units.get(r.partyId) ?? null),
      status,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      revokedAt: r.revokedAt ? r.revokedAt.toISOString() : null,
      openCount: r.openCount,
      mine,
      canRevoke: status !== 'revoked' && (mine || sides.unit),
    };
  });
}

/** Revokes a link: its creator, staff of the owning unit or an administrator; a second revoke is refused. */
export async function revokeShareLink(db: Db, ctx: AuthContext, id: number): Promise<void> {
  const [link] = await db.select().from(shareLinks).where(eq(shareLinks.id, id));
  if (!link) throw notFound('shareLink');
  if (link.createdBy !== ctx.userId) {
    const c = await contractInScope(db, ctx, link.contractId);
    if (!(await sidesOf(db, ctx, c)).unit) throw notAllowed();
  }
  const done = await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(shareLinks.id, id), isNull(shareLinks.revokedAt)))
    .returning({ id: shareLinks.id });
  if (!done.length) throw refused('shareLinkRevoked');
}

/**
 * Opens a link by its token: the progress view, counting the opening. A token that is malformed,
 * unknown, of the wrong nonce, expired or revoked, or whose contract or party is gone, gets the one
 * invalid-link answer.
 */
export async function openShareLink(db: Db, token: unknown): Promise<ShareView> {
  const parsed = parseShareToken(token);
  if (!parsed) throw invalidShareLink();
  // One statement checks the nonce, revocation and expiry, and counts the opening.
  const [link] = await db
    .update(shareLinks)
    .set({ openCount: sql`${shareLinks.openCount} + 1` })
    .where(
      and(
        eq(shareLinks.id, parsed.id),
        eq(shareLinks.nonceHash, hashToken(parsed.nonce)),
        isNull(shareLinks.revokedAt),
        gt(shareLinks.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!link) throw invalidShareLink();
  const view = await shareView(db, link);
  if (!view) throw invalidShareLink();
  return view;
}
