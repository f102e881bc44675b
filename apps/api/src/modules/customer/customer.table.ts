import { LANGUAGES } from '@farm/contract/plain/languages';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';

/** Shop customers; they sign in with a mobile number (E.164, e.g. +919876543210). */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** The customer closed their own account; signing in again within the grace period re-opens it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Personal data erased (DPDP Act 2023): name, number, e-mail and addresses are gone for good. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** The language messages and papers reach this person in (issue 33): 'en' or 'ta'. */
    locale: text('locale', { enum: LANGUAGES }).notNull().default('en'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customers_mobile_number_key').on(t.mobileNumber),
    index('customers_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
