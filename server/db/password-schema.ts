/**
 * Earlier passwords (the password policy's history, src/domain/security-policy.ts): the hash of every
 * password a user was given, newest last, at most PASSWORD_HISTORY_MAX per user. A new password that
 * matches one of the last historyCount is refused (server/security/password-policy.ts).
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** The scrypt hash (server/security/password.ts), never the password. */
    passwordHash: text('password_hash').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.id)],
);
