import type { DbOrTx } from '../../db/client.js';
import { findSlot } from '../delivery/index.js';
import type { SlotTerms } from './subscription-cutoff.js';

/** The cut-off terms of a subscription's slot (kept by the foreign key, live or not). */
export async function slotOf(db: DbOrTx, slotId: number): Promise<SlotTerms & { areaId: number }> {
  const slot = await findSlot(db, slotId);
  if (!slot) throw new Error(`subscription slot ${slotId} is gone`);
  return { cutoffDaysBefore: slot.cutoffDaysBefore, cutoffTime: slot.cutoffTime, areaId: slot.areaId };
}
