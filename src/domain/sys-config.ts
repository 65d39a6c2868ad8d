/**
 * System configuration's answers (spec section 7, Config) besides the security policy
 * (security-policy.ts): GET sys_config/getOperationBook answers the operation manual's file id.
 */
import { z } from './zod';

/** GET sys_config/getOperationBook: the file id of the operation manual (a file that can be downloaded). */
export const operationBookSchema = z.number().int();
export type OperationBook = z.infer<typeof operationBookSchema>;
