/** The response envelope every API answers with, and the codes of ARCHITECTURE.md section 4 (the envelope). */
import { z } from './zod';

export { ApiCode, type ApiCodeValue } from './api-codes';

export interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

export const envelope = <T extends z.ZodType>(result: T) =>
  z.object({ code: z.number().int(), message: z.string(), result });

/** Field errors carried in result when code is 501. */
export const fieldErrorsSchema = z.object({
  fields: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** A paged list, as the spec's messages page: records, current, size, total. */
export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), current: z.number().int(), size: z.number().int(), total: z.number().int() });
export interface Page<T> {
  records: T[];
  current: number;
  size: number;
  total: number;
}
