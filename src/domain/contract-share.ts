/**
 * Contract share links (the two-dimensional code, ARCHITECTURE.md section 3): the create input, the link
 * handed back with its QR code, the rows of a contract's link list, and the public progress view a
 * scanned link opens. Shared by server and client; docs/api/contract-share.md explains each field.
 *
 * A link's token is `<linkId>.<nonce>`: the nonce is 32 random bytes in base64url (43 characters),
 * of which the server keeps only the SHA-256. The token carries no data, so nothing in it can be
 * forged; expiry and revocation are checked on the server every time a link is opened.
 */
import { z } from './zod';
import { CONTRACT_ATTRIBUTES, SIGNING_METHODS } from './contract';
import { contractCategorySchema } from './contract-enums';
import { contractPhaseSchema, contractRowSchema } from './contract-api';
import { shareDecisionSchema } from './decision';
import { CONTRACT_STATUSES, REVIEW_STEPS } from './lifecycle';
import { idSchema } from './system';

// ---------------------------------------------------------------- vocabulary
/** Whose view a link opens: our (owning) unit, one counterpart, or the judicial bureau. */
export const SHARE_AUDIENCES = ['unit', 'counterpart', 'bureau'] as const;
export const shareAudienceSchema = z.enum(SHARE_AUDIENCES);
export type ShareAudience = z.infer<typeof shareAudienceSchema>;

/** Audiences that see the amount and the filing (the government side). */
export const isGovernmentAudience = (a: ShareAudience): boolean => a !== 'counterpart';

export const SHARE_MIN_DAYS = 1;
export const SHARE_MAX_DAYS = 90;
export const SHARE_DEFAULT_DAYS = 30;

/** The client route the link opens (hash routing): `${origin}/#/contract-share?token=...`. */
export const CONTRACT_SHARE_PATH = '/contract-share';

export const SHARE_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];

/** The stages of the progress timeline, in order (counterparts do not see filing). */
export const SHARE_STAGES = ['registration', 'review', 'signing', 'filing', 'performance'] as const;
export type ShareStage = (typeof SHARE_STAGES)[number];

/** done; current (under way now); pending (not reached); stopped (the contract ended here: void, refused, terminated). */
export const STAGE_STATES = ['done', 'current', 'pending', 'stopped'] as const;
export type StageState = (typeof STAGE_STATES)[number];

/** The statuses of a filing row (filings.status). */
export const FILING_STATUSES = ['review', 'filed', 'conditional', 'rectified', 'returned', 'refused'] as const;

// ---------------------------------------------------------------- token (share-token.ts)
/** The link a QR code carries: the public page with the token as its query. */
export function shareUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/#${CONTRACT_SHARE_PATH}?token=${encodeURIComponent(token)}`;
}

// ---------------------------------------------------------------- calls
export const shareCreateSchema = z.object({
  contractId: idSchema,
  audience: shareAudienceSchema,
  /**
   * audience counterpart: the counterpart's id (one of the contract's counterparts; a counterpart
   * user may leave it out). unit and bureau: left out, or the owning unit's / bureau's id.
   */
  partyId: idSchema.optional(),
  /** How long the link works, in days. */
  days: z.number().int().min(SHARE_MIN_DAYS).max(SHARE_MAX_DAYS).default(SHARE_DEFAULT_DAYS),
});
export type ShareCreateInput = z.input<typeof shareCreateSchema>;

export const shareListQuerySchema = z.object({ contractId: idSchema });
export const shareRevokeSchema = z.object({ id: idSchema });

const isoTime = z.string();
const day = z.string().nullable();

/** The answer of create: the link, shown once (the server keeps only the nonce's hash). */
export const shareLinkSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  token: z.string(),
  expiresAt: isoTime,
  audience: shareAudienceSchema,
  /** The unit, counterpart or bureau the view is for. */
  partyName: z.string().nullable(),
  /** The QR code of `url` as a PNG data URL. */
  qrDataUrl: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** One row of a contract's link list (never the token: it cannot be shown again). */
export const shareLinkRowSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  audience: shareAudienceSchema,
  partyId: z.number().int().nullable(),
  partyName: z.string().nullable(),
  status: z.enum(SHARE_LINK_STATUSES),
  createdAt: isoTime,
  expiresAt: isoTime,
  revokedAt: isoTime.nullable(),
  openCount: z.number().int(),
  /** Created by the caller. */
  mine: z.boolean(),
  /** The caller may revoke it now. */
  canRevoke: z.boolean(),
});
export type ShareLinkRow = z.infer<typeof shareLinkRowSchema>;

// ---------------------------------------------------------------- public view
/**
 * What a scanned link shows: progress only, de-identified (no people's names, no phone numbers, no
 * review opinions). The amount and the filing are for the government side (unit, bureau) only.
 */
export const shareViewSchema = z.object({
  audience: shareAudienceSchema,
  /** The party whose view this is: the owning unit, the counterpart, or the bureau. */
  partyName: z.string().nullable(),
  expiresAt: isoTime,
  contract: z.object({
    code: z.string(),
    /** The unit number beside the unified code (contractRowSchema.unitNo). */
    unitNo: contractRowSchema.shape.unitNo,
    name: z.string(),
    category: contractCategorySchema,
    attribute: z.enum(CONTRACT_ATTRIBUTES),
    status: z.enum(CONTRACT_STATUSES),
    phase: contractPhaseSchema,
    /** The owning unit. */
    unitName: z.string().nullable(),
    /** Integer fen; null for a counterpart's view. */
    amountFen: z.number().int().nullable(),
    signDate: day,
  }),
  /** The timeline, in SHARE_STAGES order (without filing for a counterpart); `at` when a stage is done. */
  stages: z.array(z.object({ stage: z.enum(SHARE_STAGES), state: z.enum(STAGE_STATES), at: isoTime.nullable() })),
  /** The contract's review chain, each step with the time it was (last) passed. */
  review: z.array(z.object({ step: z.enum(REVIEW_STEPS), state: z.enum(STAGE_STATES), at: isoTime.nullable() })),
  /**
   * The collective decisions of a major contract, oldest first: the meeting's kind, date and
   * resolution only (never the attendees, the note or the minutes).
   */
  decisions: z.array(shareDecisionSchema),
  signing: z.object({
    method: z.enum(SIGNING_METHODS).nullable(),
    /** Every party (our unit and the counterparts), by role: signed or not, and when. */
    parties: z.array(
      z.object({ role: z.string(), kind: z.enum(['unit', 'counterpart']), name: z.string(), signed: z.boolean(), signedAt: isoTime.nullable() }),
    ),
  }),
  /** The latest filing with the bureau; null for a counterpart's view. */
  filing: z
    .object({ status: z.enum(FILING_STATUSES).nullable(), filingNo: z.string().nullable(), reviewedAt: isoTime.nullable() })
    .nullable(),
  performance: z.object({
    /** Records done, of all performance records (milestones, payments, documents). */
    done: z.number().int(),
    total: z.number().int(),
    /** The earliest due date of the records not done yet. */
    nextDueDate: day,
  }),
});
export type ShareView = z.infer<typeof shareViewSchema>;
