/**
 * Online signing (docs/api/contract-signing.md): what contract/signInfo answers (the parties and
 * their signatures, the seals the caller may sign with, the stamped PDF and its sha256) and what
 * contract/verifySigned answers about an uploaded copy. Shared by server and client.
 */
import { z } from './zod';
import { contractStatusSchema } from './contract-enums';

export const signPartySchema = z.object({
  id: z.number().int(),
  /** A, B or C. */
  role: z.string(),
  kind: z.enum(['unit', 'counterpart']),
  name: z.string(),
  /** A counterpart's unified social credit code (its seal is identified by it on the stamp). */
  creditCode: z.string().nullable(),
  signed: z.boolean(),
  signedAt: z.string().nullable(),
  signerName: z.string().nullable(),
  sealSn: z.string().nullable(),
  /** Is this the caller's own side (the one it would sign for)? */
  mine: z.boolean(),
});
export type SignParty = z.infer<typeof signPartySchema>;

export const usableSealSchema = z.object({
  id: z.number().int(),
  sealSn: z.string(),
  sealName: z.string(),
  imageFileId: z.number().int().nullable(),
});
export type UsableSeal = z.infer<typeof usableSealSchema>;

export const signedPdfSchema = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
});
export type SignedPdf = z.infer<typeof signedPdfSchema>;

export const signInfoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: contractStatusSchema,
  version: z.number().int(),
  unitName: z.string(),
  amountFen: z.number().int(),
  signingMethod: z.string().nullable(),
  signDate: z.string().nullable(),
  parties: z.array(signPartySchema),
  /** Staff of the owning unit: its enabled seals; everyone else: none. */
  seals: z.array(usableSealSchema),
  /** Can the caller sign now (the contract is signing and its side has not signed)? */
  canSign: z.boolean(),
  /** Is the caller the owning unit (starts/cancels online signing, uploads the signed scan)? */
  isOwner: z.boolean(),
  signedPdf: signedPdfSchema.nullable(),
});
export type SignInfo = z.infer<typeof signInfoSchema>;

/** multipart fields of contract/verifySigned besides `file`. */
export const verifySignedQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const VERIFY_OUTCOMES = ['match', 'mismatch', 'notSigned'] as const;
export const verifySignedResultSchema = z.object({
  valid: z.boolean(),
  /** match: the very file recorded; mismatch: some other file; notSigned: the contract has no signed PDF. */
  outcome: z.enum(VERIFY_OUTCOMES),
  contractId: z.number().int(),
  contractCode: z.string(),
  contractName: z.string(),
  /** The sha256 of the upload, and of the recorded signed PDF (null when there is none). */
  uploadedSha256: z.string(),
  recordedSha256: z.string().nullable(),
  /** When the recorded PDF was produced (the last signature). */
  signedAt: z.string().nullable(),
  message: z.string(),
});
export type VerifySignedResult = z.infer<typeof verifySignedResultSchema>;
