import type { MessagePreferences, MessagePreferencesUpdate } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { findPreferences, upsertPreferences } from './notification.repository.js';

/** Until a customer chooses: SMS only, every order update, no evening reminders. */
const DEFAULTS = { whatsapp: false, orderUpdates: true, eveningReminders: false };

export async function getMessagePreferences(db: DbOrTx, customerId: number): Promise<MessagePreferences> {
  const row = await findPreferences(db, customerId);
  return row
    ? {
        whatsapp: row.whatsapp,
        orderUpdates: row.orderUpdates,
        eveningReminders: row.eveningReminders,
        updatedAt: iso(row.updatedAt),
      }
    : { ...DEFAULTS, updatedAt: null };
}

/** Records the customer's choice and when it was made (consent is kept, not assumed). */
export async function updateMessagePreferences(
  db: DbOrTx,
  customerId: number,
  update: MessagePreferencesUpdate,
  now: Date,
): Promise<MessagePreferences> {
  const current = await getMessagePreferences(db, customerId);
  const row = await upsertPreferences(db, customerId, {
    whatsapp: update.whatsapp ?? current.whatsapp,
    orderUpdates: update.orderUpdates ?? current.orderUpdates,
    eveningReminders: update.eveningReminders ?? current.eveningReminders,
    updatedAt: now,
  });
  const { whatsapp, orderUpdates, eveningReminders } = row;
  return { whatsapp, orderUpdates, eveningReminders, updatedAt: iso(row.updatedAt) };
}
