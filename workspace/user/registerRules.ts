/**
 * Field rules of the registration form, from the same schemas the server validates with
 * (src/domain/register.ts registerSchema), so the two never disagree.
 */
import type { RulesProps } from '@arco-design/web-react';
import type { z } from '../../src/domain/zod';
import { creditCodeSchema, registerPasswordSchema } from '../../src/domain/register';
import { mobileSchema, passwordSchema, usernameSchema } from '../../src/domain/system';
import { type MessageKey, t } from '../../src/i18n';

export interface RegisterValues {
  username: string;
  email: string;
  mobile: string;
  password: string;
  confirm: string;
  companyName: string;
  creditCode: string;
}

export type RegisterField = Exclude<keyof RegisterValues, 'confirm'>;

/** A rule that passes when the schema accepts the value (empty values are left to `required`). */
const matches = (schema: z.ZodType, key: MessageKey): RulesProps => ({
  validator: (value: unknown, callback: (error?: string) => void) => {
    if (value === undefined || value === null || value === '') return callback();
    callback(schema.safeParse(value).success ? undefined : t(key));
  },
});

const required = (key: MessageKey): RulesProps => ({ required: true, message: t(key) });

export function registerRules(getPassword: () => string | undefined): Record<keyof RegisterValues, RulesProps[]> {
  return {
    username: [required('register.username.required'), matches(usernameSchema, 'register.username.invalid')],
    email: [required('register.email.required'), { type: 'email', message: t('register.email.invalid') }, { maxLength: 100, message: t('register.email.invalid') }],
    mobile: [required('register.mobile.required'), matches(mobileSchema, 'register.mobile.invalid')],
    password: [
      required('register.password.required'),
      matches(passwordSchema, 'register.password.short'),
      matches(registerPasswordSchema, 'register.password.weak'),
    ],
    confirm: [
      required('register.confirm.required'),
      {
        validator: (value: unknown, callback: (error?: string) => void) =>
          callback(!value || value === getPassword() ? undefined : t('register.confirm.mismatch')),
      },
    ],
    companyName: [required('register.company.required'), { maxLength: 100, message: t('register.company.required') }],
    creditCode: [required('register.creditCode.required'), matches(creditCodeSchema, 'register.creditCode.invalid')],
  };
}

/** The message shown on a field the server refused (501 names it as `body.<field>`). */
export const INVALID_MESSAGE: Record<RegisterField, MessageKey> = {
  username: 'register.username.invalid',
  email: 'register.email.invalid',
  mobile: 'register.mobile.invalid',
  password: 'register.password.weak',
  companyName: 'register.company.required',
  creditCode: 'register.creditCode.invalid',
};
