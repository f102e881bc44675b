import { OTP_PURPOSES } from '@farm/contract/plain/statuses';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One-time codes, stored hashed; dead after expiry, use, or too many wrong tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobileNumber: text('mobile_number').notNull(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    clientIp: text('client_ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_mobile_idx').on(t.mobileNumber, t.createdAt),
    index('otp_codes_ip_idx').on(t.clientIp, t.createdAt),
  ],
);
