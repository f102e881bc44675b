import {
  type Coupon,
  type CouponCreate,
  type CouponListQuery,
  type CouponUpdate,
  discountProblem,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/paging.js';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../../lib/pg-error.js';
import { mergeTranslations } from '../../lib/translations.js';
import { deleteCouponRow, findCoupon, insertCoupon, listCoupons, updateCoupon } from './coupon.repository.js';

export async function listCouponPage(db: Db, query: CouponListQuery) {
  const { items, total } = await listCoupons(db, query);
  return { items, page: pageInfo(query, total) };
}

export async function getCoupon(db: Db, id: number): Promise<Coupon> {
  const coupon = await findCoupon(db, id);
  if (!coupon) throw notFound('Coupon');
  return coupon;
}

export async function createCoupon(db: Db, input: CouponCreate) {
  const id = await uniqueCode(input.code, () =>
    insertCoupon(db, { ...toColumns(input), translations: mergeTranslations({}, input.translations) }),
  );
  return getCoupon(db, id);
}

/** Any subset of the fields; the coupon they make together must still take one kind of discount. */
export async function editCoupon(db: Db, id: number, input: CouponUpdate) {
  const current = await getCoupon(db, id);
  const next = { ...current, ...definedOf(input) };
  // Switching from an amount to a percentage (or back) clears the other.
  if (input.discountPercent != null && input.discountAmount === undefined) next.discountAmount = null;
  if (input.discountAmount != null && input.discountPercent === undefined) {
    next.discountPercent = null;
    next.maxDiscount = null;
  }
  const problem = discountProblem(next);
  if (problem) {
    const { path, ...words } = problem;
    throw badRequest(problem.message, [{ field: path.join('.'), ...words }]).worded({}, 'FIELD_SENTENCE');
  }
  if (next.startsAt && next.endsAt && Date.parse(next.endsAt) <= Date.parse(next.startsAt)) {
    throw badRequest('The coupon must end after it starts', [
      { field: 'endsAt', code: 'AFTER_START', message: 'must be after the start' },
    ]).worded({}, 'COUPON_MUST_END_AFTER_STARTS');
  }
  await uniqueCode(next.code, () =>
    updateCoupon(db, id, {
      ...toColumns(input),
      discountPercent: next.discountPercent,
      discountAmount: next.discountAmount,
      maxDiscount: next.maxDiscount,
      ...(input.translations
        ? { translations: mergeTranslations(current.translations, input.translations) }
        : {}),
    }),
  );
  return getCoupon(db, id);
}

export async function removeCoupon(db: Db, id: number) {
  if (!(await deleteCouponRow(db, id))) throw notFound('Coupon');
}

async function uniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorOf(err)?.code !== PG_UNIQUE_VIOLATION) throw err;
    const message = `A coupon with the code ${code} exists already`;
    throw conflict('DUPLICATE', message, [
      { field: 'code', code: 'CODE_TAKEN', message: 'is taken by another coupon' },
    ]).worded({ code }, 'COUPON_CODE_EXISTS');
  }
}

function definedOf(input: CouponUpdate): Partial<Coupon> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<Coupon>;
}

/** ISO text → Date for the period columns; `undefined` leaves a column alone, `null` clears it. */
function toColumns<T extends CouponUpdate>(input: T) {
  const { startsAt, endsAt, ...rest } = input;
  return {
    ...rest,
    ...(startsAt !== undefined ? { startsAt: startsAt === null ? null : new Date(startsAt) } : {}),
    ...(endsAt !== undefined ? { endsAt: endsAt === null ? null : new Date(endsAt) } : {}),
  };
}
