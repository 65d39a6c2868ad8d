/**
 * Self-registration of counterpart users (docs/api/register.md, admin_sys_user/register): the
 * company's credit code, a password strong enough, and the request and its answer.
 */
import { z } from './zod';
import { isValidCreditCode } from './credit-code';
import { MEDIUM_SCORE, passwordLevel } from './password-strength';
import { mobileSchema, passwordSchema, usernameSchema } from './system';

/** A unified social credit code (GB 32100): 18 characters with a correct check character; lower case is accepted. */
export const creditCodeSchema = z
  .string()
  .trim()
  .max(18, { abort: true })
  .toUpperCase()
  .refine(isValidCreditCode, 'unified social credit code: 18 characters with a valid check character');
/** A self-chosen password: 6-64 characters, at least 'medium' on the strength meter (score >= MEDIUM_SCORE). */
export const registerPasswordSchema = passwordSchema.refine(
  (p) => passwordLevel(p) === 'strong' || passwordLevel(p) === 'medium',
  `password too weak: strength score below ${MEDIUM_SCORE}; mix letters, digits and symbols`,
);
/** admin_sys_user/register: an outside company's user asks for an account (created disabled). */
export const registerSchema = z.object({
  username: usernameSchema,
  email: z.string().trim().email().max(100),
  mobile: mobileSchema,
  password: registerPasswordSchema,
  companyName: z.string().trim().min(1).max(100),
  creditCode: creditCodeSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;
export const registerResultSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  companyName: z.string(),
  /** Always false: an administrator enables the account after review. */
  enabled: z.boolean(),
});
export type RegisterResult = z.infer<typeof registerResultSchema>;
