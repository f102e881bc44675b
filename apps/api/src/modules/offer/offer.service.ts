import {
  missingTargets,
  type Offer,
  type OfferCreate,
  type OfferListQuery,
  type OfferStatus,
  type OfferUpdate,
} from '@farm/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, type FieldError, notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/paging.js';
import { mergeTranslations } from '../../lib/translations.js';
import {
  deleteOfferRow,
  findOffer,
  findUnknownTargets,
  insertOffer,
  listOffers,
  type OfferTargets,
  replaceOfferTargets,
  updateOffer,
} from './offer.repository.js';

/** Who is reading: staff see every offer, the public only those running now. */
export type Viewer = { staff: boolean };

export async function listOfferPage(db: Db, query: OfferListQuery, viewer: Viewer) {
  // The public asking for, say, expired offers finds none rather than an error.
  if (!viewer.staff && query.status && query.status !== 'active') {
    return { items: [], page: pageInfo(query, 0) };
  }
  const status: OfferStatus | undefined = viewer.staff ? query.status : 'active';
  const { items, total } = await listOffers(db, query, status);
  return { items, page: pageInfo(query, total) };
}

export async function getOffer(db: Db, id: number, viewer: Viewer) {
  const offer = await findOffer(db, id);
  if (!offer || (offer.status !== 'active' && !viewer.staff)) throw notFound('Offer');
  return offer;
}

export async function createOffer(db: Db, input: OfferCreate) {
  const targets = targetsOf(input);
  const id = await db.transaction(async (tx) => {
    await checkTargetsExist(tx, targets);
    const id = await insertOffer(tx, {
      ...toColumns(input),
      translations: mergeTranslations({}, input.translations),
    });
    await replaceOfferTargets(tx, id, targets);
    return id;
  });
  return getOffer(db, id, { staff: true });
}

export async function editOffer(db: Db, id: number, input: OfferUpdate) {
  const current = await getOffer(db, id, { staff: true });
  // Only one end may be changing: check the period the offer will have, not just the input.
  const startsAt = input.startsAt !== undefined ? input.startsAt : current.startsAt;
  const endsAt = input.endsAt !== undefined ? input.endsAt : current.endsAt;
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) {
    throw badRequest('The offer must end after it starts', [
      { field: 'endsAt', code: 'AFTER_START', message: 'must be after the start' },
    ]).worded({}, 'OFFER_MUST_END_AFTER_STARTS');
  }
  const next = { ...current, ...definedOf(input) };
  if (input.discountPercent != null && input.discountAmount === undefined) next.discountAmount = null;
  if (input.discountAmount != null && input.discountPercent === undefined) next.discountPercent = null;
  const targetsChange =
    input.appliesTo !== undefined || input.categoryIds !== undefined || input.productIds !== undefined;
  // Offers made before targets existed discount nothing; editing their title must not ask for any.
  const missing = targetsChange ? missingTargets(next) : undefined;
  if (missing) {
    const { path, ...words } = missing;
    throw badRequest(missing.message, [{ field: path.join('.'), ...words }]).worded({}, 'FIELD_SENTENCE');
  }
  await db.transaction(async (tx) => {
    const targets = targetsOf(next);
    if (targetsChange) await checkTargetsExist(tx, targets);
    await updateOffer(tx, id, {
      ...toColumns(input),
      discountPercent: next.discountPercent,
      discountAmount: next.discountAmount,
      ...(input.translations
        ? { translations: mergeTranslations(current.translations, input.translations) }
        : {}),
    });
    if (targetsChange) await replaceOfferTargets(tx, id, targets);
  });
  return getOffer(db, id, { staff: true });
}

/** The targets an offer keeps: only those of the kind it applies to (none for the whole shop). */
function targetsOf(offer: Pick<OfferUpdate, 'appliesTo' | 'categoryIds' | 'productIds'>): OfferTargets {
  return {
    categoryIds: offer.appliesTo === 'categories' ? [...new Set(offer.categoryIds ?? [])] : [],
    productIds: offer.appliesTo === 'products' ? [...new Set(offer.productIds ?? [])] : [],
  };
}

async function checkTargetsExist(db: DbOrTx, targets: OfferTargets) {
  const unknown = await findUnknownTargets(db, targets);
  const errors: FieldError[] = [
    ...unknown.categoryIds.map(
      (id): FieldError => ({
        field: 'categoryIds',
        code: 'NO_CATEGORY_HAS_ID',
        params: { id },
        message: `no category has id ${id}`,
      }),
    ),
    ...unknown.productIds.map(
      (id): FieldError => ({
        field: 'productIds',
        code: 'NO_PRODUCT_HAS_ID',
        params: { id },
        message: `no product has id ${id}`,
      }),
    ),
  ];
  if (errors[0]) throw badRequest(errors[0].message, errors).worded({}, 'FIELD_SENTENCE');
}

function definedOf(input: OfferUpdate): Partial<Offer> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<Offer>;
}

export async function removeOffer(db: Db, id: number) {
  if (!(await deleteOfferRow(db, id))) throw notFound('Offer');
}

/** ISO text → Date for the period columns; `undefined` leaves a column alone, `null` clears it. */
function toColumns<T extends OfferUpdate>(input: T) {
  const { startsAt, endsAt, categoryIds: _categoryIds, productIds: _productIds, ...rest } = input;
  return {
    ...rest,
    ...(startsAt !== undefined ? { startsAt: toDate(startsAt) } : {}),
    ...(endsAt !== undefined ? { endsAt: toDate(endsAt) } : {}),
  };
}

function toDate(value: string | null) {
  return value === null ? null : new Date(value);
}
