/**
 * The option lists of the contract registration form (server/modules/contracts/form-options.ts):
 * the counterpart lookup, the project lookup of the caller's units, the tags, and the major-contract
 * threshold the server classifies with (so the form's live classification matches the server's).
 */
import { z } from './zod';

/** A lookup: a keyword (substring of the name or the code) and up to 20 answers. */
export const OPTIONS_MAX = 20;
export const optionsQuerySchema = z.object({
  keyword: z.string().trim().max(64).default(''),
  pageSize: z.coerce.number().int().min(1).max(OPTIONS_MAX).default(OPTIONS_MAX),
});
export type OptionsQueryInput = z.input<typeof optionsQuerySchema>;

/** A counterpart as the form's party picker shows it. */
export const counterpartOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unifiedCreditCode: z.string(),
  legalRepresentative: z.string(),
  /** A (best) to D. */
  creditRating: z.string(),
  /** On the serious-dishonesty list: online signing is refused. */
  seriousDishonest: z.boolean(),
});
export type CounterpartOption = z.infer<typeof counterpartOptionSchema>;

/** A project of the caller's units that a contract may belong to (not archived). */
export const projectOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  unitId: z.number().int(),
  status: z.string(),
});
export type ProjectOption = z.infer<typeof projectOptionSchema>;

/** The form's fixed lists: every tag, and the amount from which a contract is major. */
export const contractFormOptionsSchema = z.object({
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
  majorThresholdFen: z.number().int(),
});
export type ContractFormOptions = z.infer<typeof contractFormOptionsSchema>;
