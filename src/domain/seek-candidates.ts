/**
 * GET matter/seekCandidates: whom the owner of a contract at the seeking step may ask for opinions
 * (matter/submit seek with handlerUserIds): the legal advisers retained by the contract's unit who
 * have an enabled account, and the enabled staff of the unit (the caller left out).
 */
import { z } from './zod';
import { idSchema } from './system';

export const seekCandidatesQuerySchema = z.object({
  contractId: idSchema,
  /** Case-insensitive substring of the name or username. */
  keyword: z.string().trim().max(64).optional(),
});
export type SeekCandidatesQuery = z.input<typeof seekCandidatesQuerySchema>;

export const seekCandidateSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  kind: z.enum(['adviser', 'colleague']),
  /** The adviser's firm, or the unit's name for a colleague. */
  org: z.string().nullable(),
});
export type SeekCandidate = z.infer<typeof seekCandidateSchema>;

/** At most this many of each kind. */
export const SEEK_CANDIDATES_MAX = 50;
