/**
 * Counterparts (outside parties to contracts) and their users (docs/api/counterparts.md): the payloads
 * of admin_counterpart/* and admin_company_user/*, shared by the server and the pages. The credit
 * code check is src/domain/credit-code.ts (GB 32100-2015), used through creditCodeSchema.
 */
import { z } from './zod';
import { creditCodeSchema, registerPasswordSchema } from './register';
import { idSchema, mobileSchema, pageQuerySchema, usernameSchema } from './system';

export const CREDIT_RATINGS = ['A', 'B', 'C', 'D'] as const;
export const creditRatingSchema = z.enum(CREDIT_RATINGS);
export type CreditRating = z.infer<typeof creditRatingSchema>;

const boolish = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');
const optionalText = (max: number) => z.string().trim().max(max);
/** A contact phone: a mobile number or a landline such as 0571-87651234 (digits, -, +, spaces, parentheses). */
export const contactPhoneSchema = z
  .string()
  .trim()
  .max(20)
  .regex(/^([+\d][\d\s()-]{4,19})?$/, 'contact phone: digits with - + ( ) or spaces');

// ---------------------------------------------------------------- counterparts
export const counterpartRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  legalRepresentative: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  creditRating: creditRatingSchema,
  seriousDishonest: z.boolean(),
  createdAt: z.string(),
  /** Contracts naming it as a party. */
  contractCount: z.number().int(),
  /** Company users linked to it. */
  userCount: z.number().int(),
});
export type CounterpartRow = z.infer<typeof counterpartRowSchema>;

export const COUNTERPART_SORT_FIELDS = ['name', 'creditCode', 'creditRating', 'createdAt'] as const;
export const counterpartPageQuerySchema = pageQuerySchema.extend({
  /** Name, credit code, legal representative or contact. */
  keyword: z.string().trim().max(64).optional(),
  creditRating: creditRatingSchema.optional(),
  seriousDishonest: boolish.optional(),
  sortField: z.enum(COUNTERPART_SORT_FIELDS).optional(),
  sortOrder: z.enum(['ascend', 'descend']).optional(),
});
export type CounterpartPageQuery = z.input<typeof counterpartPageQuerySchema>;

export const counterpartInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  creditCode: creditCodeSchema,
  legalRepresentative: optionalText(40).default(''),
  contactName: optionalText(40).default(''),
  contactPhone: contactPhoneSchema.default(''),
  address: optionalText(200).default(''),
  creditRating: creditRatingSchema.default('A'),
  seriousDishonest: z.boolean().default(false),
});
export type CounterpartInput = z.input<typeof counterpartInputSchema>;

/** admin_counterpart/edit: a patch; fields left out keep their values. */
export const counterpartEditSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1).max(100).optional(),
  creditCode: creditCodeSchema.optional(),
  legalRepresentative: optionalText(40).optional(),
  contactName: optionalText(40).optional(),
  contactPhone: contactPhoneSchema.optional(),
  address: optionalText(200).optional(),
  creditRating: creditRatingSchema.optional(),
  seriousDishonest: z.boolean().optional(),
});
export type CounterpartEdit = z.input<typeof counterpartEditSchema>;

// ---------------------------------------------------------------- company users
export const companyUserRowSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  realName: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  enabled: z.boolean(),
  /** A self-registration awaiting approval: disabled and never given a name by an administrator. */
  pending: z.boolean(),
  counterpartId: z.number().int().nullable(),
  counterpartName: z.string().nullable(),
  createdAt: z.string(),
});
export type CompanyUserRow = z.infer<typeof companyUserRowSchema>;

export const counterpartDetailSchema = counterpartRowSchema.extend({ users: z.array(companyUserRowSchema) });
export type CounterpartDetail = z.infer<typeof counterpartDetailSchema>;

export const COMPANY_USER_STATUSES = ['enabled', 'disabled', 'pending'] as const;
export const companyUserPageQuerySchema = pageQuerySchema.extend({
  /** Username, name or mobile. */
  keyword: z.string().trim().max(64).optional(),
  counterpartId: idSchema.optional(),
  /** pending: self-registrations awaiting approval (a subset of disabled). */
  status: z.enum(COMPANY_USER_STATUSES).optional(),
});
export type CompanyUserPageQuery = z.input<typeof companyUserPageQuerySchema>;

export const companyUserInputSchema = z.object({
  username: usernameSchema,
  realName: z.string().trim().min(1).max(40),
  mobile: mobileSchema,
  email: z.string().trim().email().max(100).optional(),
  counterpartId: idSchema,
  /** The initial password, under the registration's strength rule. */
  password: registerPasswordSchema,
});
export type CompanyUserInput = z.input<typeof companyUserInputSchema>;

export const companyUserEditSchema = z.object({
  userId: idSchema,
  realName: z.string().trim().min(1).max(40).optional(),
  mobile: mobileSchema.optional(),
  email: z.string().trim().email().max(100).nullable().optional(),
  counterpartId: idSchema.optional(),
});
export type CompanyUserEdit = z.input<typeof companyUserEditSchema>;

/** admin_company_user/resetPassword: a new password given by the administrator, or a generated one when left out. */
export const companyUserPasswordSchema = z.object({ userId: idSchema, password: registerPasswordSchema.optional() });
export type CompanyUserPassword = z.input<typeof companyUserPasswordSchema>;
