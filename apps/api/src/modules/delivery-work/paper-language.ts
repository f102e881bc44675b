import type { Language } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { findStaffUserById } from '../user/index.js';

/**
 * The language a paper prints in (decision 0053): the one the page asked for (`?lang=`), else the
 * staff member's own (`staff_users.locale`, set by the switch), else English.
 */
export async function paperLanguage(
  db: DbOrTx,
  staffId: number,
  asked: Language | undefined,
): Promise<Language> {
  if (asked) return asked;
  return (await findStaffUserById(db, staffId))?.locale ?? 'en';
}
