import type { BillCreditInput, StatementCredit } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { iso } from '../../lib/dates.js';
import { monthlyBillTerms } from '../wallet/index.js';
import { type BillCreditRow, findBillCreditByKey, insertBillCredit } from './monthly-bill.repository.js';

const toCredit = (row: BillCreditRow): StatementCredit => ({
  at: iso(row.createdAt),
  amountPaise: row.amount,
  reason: 'STAFF_CREDIT',
  note: row.note,
});

/**
 * A staff credit to a customer on the monthly bill (spoilt milk, a missed delivery): it comes off
 * what they owe on the statement, with staff's note, instead of sitting in a wallet their days never
 * draw on (decision 0054's addendum). Stamped by the shop's clock. The key is the form's own
 * (`staff:<key>`): a retry credits once and answers the first credit; the same key for another
 * amount or customer is refused. A customer not on the bill is refused: their wallet takes credits.
 */
export async function creditBill(
  db: DbOrTx,
  customerId: number,
  input: BillCreditInput,
  staffUserId: number | null,
  now: Date,
): Promise<{ credit: StatementCredit; repeated: boolean }> {
  const idempotencyKey = `staff:${input.idempotencyKey}`;
  const first = await findBillCreditByKey(db, idempotencyKey);
  if (first) return { credit: toCredit(sameCredit(first, customerId, input)), repeated: true };
  if (!(await monthlyBillTerms(db, customerId)).monthlyBill) {
    throw new AppError(
      422,
      'NOT_ON_MONTHLY_BILL',
      'This customer is not on the monthly bill: credit their wallet instead',
    ).worded({}, 'BILL_CREDIT_NEEDS_MONTHLY_BILL');
  }
  const inserted = await insertBillCredit(db, {
    customerId,
    amount: input.amountPaise,
    note: input.note,
    idempotencyKey,
    staffUserId,
    createdAt: now,
  });
  if (inserted) return { credit: toCredit(inserted), repeated: false };
  // Two clicks at once: the other one recorded it.
  const raced = await findBillCreditByKey(db, idempotencyKey);
  if (!raced) throw new Error(`bill credit ${idempotencyKey} conflicted but is not there`);
  return { credit: toCredit(sameCredit(raced, customerId, input)), repeated: true };
}

/** The credit a repeated key first named; the same key for another credit is refused. */
function sameCredit(first: BillCreditRow, customerId: number, input: BillCreditInput): BillCreditRow {
  if (first.customerId === customerId && first.amount === input.amountPaise) return first;
  throw new AppError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This key was used for a different credit; use a new key for a new one',
  ).worded({}, 'IDEMPOTENCY_KEY_USED_DIFFERENT_MONEY_EVENT');
}
