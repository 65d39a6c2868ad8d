/** The answer of GET /api/health, beside the three bases (no sign-in): the server is up, and its clock. */
import { z } from './zod';

export const healthSchema = z.object({
  status: z.literal('up'),
  /** The server's time, ISO 8601. */
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;
