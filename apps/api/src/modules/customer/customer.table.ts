import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customers_mobile_number_key').on(t.mobileNumber),
    index('customers_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
