import { LANGUAGES } from '@farm/contract/plain/languages';
import { STAFF_ROLES } from '@farm/contract/plain/statuses';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';

/** Staff accounts (the spec's "user"): the farm owner and helpers. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    active: boolean('active').notNull().default(true),
    /** The TOTP secret (second factor), sealed with the server's key; set while being set up. */
    totpSecret: text('totp_secret'),
    /** When the second factor was confirmed; from then on sign-in asks for a code. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The language messages and papers reach this person in (issue 33): 'en' or 'ta'. */
    locale: text('locale', { enum: LANGUAGES }).notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('staff_users_email_key').on(sql`lower(${t.email})`),
    check('staff_users_role_check', sql`${t.role} in ('admin', 'staff', 'delivery')`),
  ],
);

/** One-use recovery codes for a staff account's second factor, stored hashed. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.staffUserId)],
);
