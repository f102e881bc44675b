import type { OfferCreate, OfferListQuery, OfferStatus, OfferUpdate } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { pageInfo } from '../../lib/paging.js';
import { deleteOfferRow, findOffer, insertOffer, listOffers, updateOffer } from './offer.repository.js';

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
  const id = await insertOffer(db, toColumns(input));
  return getOffer(db, id, { staff: true });
}

export async function editOffer(db: Db, id: number, input: OfferUpdate) {
  const current = await getOffer(db, id, { staff: true });
  // Only one end may be changing: check the period the offer will have, not just the input.
  const startsAt = input.startsAt !== undefined ? input.startsAt : current.startsAt;
  const endsAt = input.endsAt !== undefined ? input.endsAt : current.endsAt;
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) {
    throw badRequest('The offer must end after it starts', [
      { field: 'endsAt', message: 'must be after the start' },
    ]);
  }
  await updateOffer(db, id, toColumns(input));
  return getOffer(db, id, { staff: true });
}

export async function removeOffer(db: Db, id: number) {
  if (!(await deleteOfferRow(db, id))) throw notFound('Offer');
}

/** ISO text → Date for the period columns; `undefined` leaves a column alone, `null` clears it. */
function toColumns<T extends OfferUpdate>(input: T) {
  const { startsAt, endsAt, ...rest } = input;
  return {
    ...rest,
    ...(startsAt !== undefined ? { startsAt: toDate(startsAt) } : {}),
    ...(endsAt !== undefined ? { endsAt: toDate(endsAt) } : {}),
  };
}

function toDate(value: string | null) {
  return value === null ? null : new Date(value);
}
