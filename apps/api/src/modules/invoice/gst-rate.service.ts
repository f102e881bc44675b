import type { GstRate, GstRateCreate } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { iso } from '../../lib/dates.js';
import { deleteGstRate, type GstRateRow, insertGstRate, listGstRates } from './gst-rate.repository.js';

/** Rates are kept in basis points (5 % = 500): whole numbers, fractional rates included. */
export const basisPointsOf = (percent: number) => Math.round(percent * 100);

function toGstRate(row: GstRateRow): GstRate {
  return {
    id: row.id,
    hsnCode: row.hsnCode,
    ratePercent: row.rateBasisPoints / 100,
    effectiveFrom: row.effectiveFrom,
    description: row.description,
    createdAt: iso(row.createdAt),
  };
}

export async function gstRateList(db: DbOrTx): Promise<GstRate[]> {
  return (await listGstRates(db)).map(toGstRate);
}

export async function addGstRate(db: DbOrTx, input: GstRateCreate): Promise<GstRate> {
  const row = await insertGstRate(db, {
    hsnCode: input.hsnCode,
    rateBasisPoints: basisPointsOf(input.ratePercent),
    effectiveFrom: input.effectiveFrom,
    description: input.description ?? '',
  });
  if (!row) {
    const message = `already has a rate from ${input.effectiveFrom}`;
    throw conflict('DUPLICATE', `HSN ${input.hsnCode} ${message}`, [
      {
        field: 'effectiveFrom',
        code: 'GST_RATE_DAY_TAKEN',
        params: { fromDay: input.effectiveFrom },
        message,
      },
    ]).worded({ hsn: input.hsnCode, effectiveFrom: input.effectiveFrom }, 'HSN_ALREADY_HAS_RATE_FROM');
  }
  return toGstRate(row);
}

export async function removeGstRate(db: DbOrTx, id: number): Promise<void> {
  if (!(await deleteGstRate(db, id))) throw notFound('GST rate');
}
