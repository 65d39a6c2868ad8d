/**
 * Payload schemas of the registries (docs/api/registries.md): contract tags, legal advisers and
 * their units, seals. The server validates with them; the client takes its types from them.
 */
import { z } from './zod';
import { idSchema, pageQuerySchema } from './system';

const text = (max: number) => z.string().trim().min(1).max(max);
const keyword = z.string().trim().max(50).optional();

// ---------------------------------------------------------------- tags
/** The Arco tag colours a tag may take. */
export const TAG_COLORS = [
  'red', 'orangered', 'orange', 'gold', 'lime', 'green', 'cyan', 'blue', 'arcoblue', 'purple', 'pinkpurple', 'magenta', 'gray',
] as const;
export const tagInputSchema = z.object({ name: text(20), color: z.enum(TAG_COLORS) });
export type TagInput = z.infer<typeof tagInputSchema>;
export const tagEditSchema = tagInputSchema.extend({ id: idSchema });
export type TagEdit = z.infer<typeof tagEditSchema>;
export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** Contracts carrying the tag. */
  contractCount: z.number().int(),
});
export type Tag = z.infer<typeof tagSchema>;
export const tagListQuerySchema = z.object({ keyword });

// ---------------------------------------------------------------- legal advisers
/** A Chinese lawyer's practising licence number: 17 digits. */
export const LICENCE_NO_PATTERN = /^\d{17}$/;
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const adviserInputSchema = z.object({
  name: text(30),
  firm: text(60),
  licenceNo: z.string().trim().regex(LICENCE_NO_PATTERN, 'licence number: 17 digits'),
  phone: z.union([z.literal(''), z.string().trim().regex(MOBILE_PATTERN, 'mobile number: 11 digits starting with 1')]).optional(),
  /** The adviser's sign-in account (a user of type lawyer), if any. */
  userId: idSchema.nullable().optional(),
  unitIds: z.array(idSchema).max(200).optional(),
});
export type AdviserInput = z.infer<typeof adviserInputSchema>;
export const adviserEditSchema = adviserInputSchema.extend({ id: idSchema });
export type AdviserEdit = z.infer<typeof adviserEditSchema>;
export const adviserAssignSchema = z.object({ id: idSchema, unitIds: z.array(idSchema).max(200) });
export type AdviserAssign = z.infer<typeof adviserAssignSchema>;
export const adviserQuerySchema = pageQuerySchema.extend({ keyword, unitId: idSchema.optional() });
export type AdviserQuery = z.infer<typeof adviserQuerySchema>;
export const adviserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firm: z.string(),
  licenceNo: z.string(),
  phone: z.string(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  units: z.array(z.object({ id: z.number().int(), unitName: z.string() })),
});
export type Adviser = z.infer<typeof adviserSchema>;
/** A sign-in account of type lawyer an adviser can be linked to. */
export const lawyerAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  realName: z.string(),
  adviserId: z.number().int().nullable(),
});
export type LawyerAccount = z.infer<typeof lawyerAccountSchema>;

// ---------------------------------------------------------------- seals
/** A seal image is a PNG of at most this many bytes. */
export const SEAL_IMAGE_MAX_BYTES = 512 * 1024;
export const SEAL_SN_PATTERN = /^[0-9A-Za-z-]{6,40}$/;
export const sealAddSchema = z.object({
  unitId: idSchema,
  sealSn: z.string().trim().regex(SEAL_SN_PATTERN, 'seal serial number: 6-40 letters, digits or -'),
  sealName: text(60),
  imageFileId: idSchema.nullable().optional(),
});
export type SealAdd = z.infer<typeof sealAddSchema>;
export const sealEditSchema = sealAddSchema.extend({ id: idSchema });
export type SealEdit = z.infer<typeof sealEditSchema>;
export const sealQuerySchema = pageQuerySchema.extend({
  keyword,
  unitId: idSchema.optional(),
  enabled: z.boolean().optional(),
});
export type SealQuery = z.infer<typeof sealQuerySchema>;
export const sealRowSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  unitName: z.string(),
  sealSn: z.string(),
  sealName: z.string(),
  imageFileId: z.number().int().nullable(),
  enabled: z.boolean(),
  /** Contract signatures made with the seal: such a seal can be disabled, not deleted. */
  signatureCount: z.number().int(),
});
export type SealRow = z.infer<typeof sealRowSchema>;
