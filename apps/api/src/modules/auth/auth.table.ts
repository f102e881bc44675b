import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Rotating refresh tokens, stored hashed. Every sign-in starts a family; a refresh replaces the
 * token with a new one of the same family; presenting a replaced token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    familyId: uuid('family_id').notNull(),
    subjectKind: text('subject_kind', { enum: ['staff', 'customer'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Partial: only live tokens. The per-request session check (decision 0016) and revocation
    // both look for live tokens of a family, so this stays small and one probe answers them.
    index('refresh_tokens_live_family_idx').on(t.familyId).where(sql`${t.revokedAt} is null`),
    index('refresh_tokens_subject_idx').on(t.subjectKind, t.subjectId),
    check('refresh_tokens_kind_check', sql`${t.subjectKind} in ('staff', 'customer')`),
  ],
);

/** Server-side secrets generated on first start (the JWT key) unless given by the environment. */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
