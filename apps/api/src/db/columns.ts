import type { Translations } from '@farm/contract/plain/languages';
import { jsonb, timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at, kept by the database and the repositories. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * Staff-written content's translations, kept with the row as JSON (decision 0053):
 * `{ ta: { name: '…' } }`, read whole with the row and falling back to its own columns field by field.
 */
export function translationsColumn<F extends string>() {
  return jsonb('translations').$type<Translations<F>>().notNull().default({});
}
