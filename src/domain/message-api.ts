/**
 * Payload schemas of the station messages (spec section 7, sys_message): the server validates with
 * them and the client takes its types from them. The page size is messages.ts (no zod: the header
 * reads it while it starts).
 */
import { z } from './zod';
import { idSchema } from './system';

/** A station message as the bell and the message pages show it. */
export const messageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  createTime: z.string(),
  lookTime: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;
/** A page of messages (queryPageMessage), the size defaulting to the bell's five. */
export const messagePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  current: z.coerce.number().int().min(1).max(100_000).optional(),
  size: z.coerce.number().int().min(1).max(100).default(5),
});
/** The messages isRead marks read: a list of ids, bare or as `{ ids }`. */
export const messageIdsSchema = z.union([
  z.array(idSchema).min(1).max(500),
  z.object({ ids: z.array(idSchema).min(1).max(500) }).transform((v) => v.ids),
]);

/** queryPageMessage input as it arrives, in the query string or the JSON body: every field optional (defaults applied after merging). */
export const messagePageInputSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  current: z.coerce.number().int().min(1).max(100_000).optional(),
  size: z.coerce.number().int().min(1).max(100).optional(),
});
export type MessagePageInput = z.infer<typeof messagePageInputSchema>;
