/**
 * Small answers many calls share (the `result` of the envelope, ARCHITECTURE.md section 4): the
 * record a write created or removed, or nothing.
 */
import { z } from './zod';

/** A write that names the record it touched. */
export const idAnswerSchema = z.object({ id: z.number().int() });

/** A write that answers how many records it touched (marked read, removed, ...). */
export const countAnswerSchema = z.number().int();

/** A write with nothing more to say than its success. */
export const nullAnswerSchema = z.null();
