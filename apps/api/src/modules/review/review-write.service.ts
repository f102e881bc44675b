import type { ReviewCreate, ReviewUpdate } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error.js';
import type { Principal } from '../auth/index.js';
import { findCustomerById } from '../customer/index.js';
import { findStaffUserById } from '../user/index.js';
import {
  deleteReview,
  deleteReviewReply,
  findProductStatus,
  findReview,
  findReviewIdOf,
  hasReceivedProduct,
  insertReview,
  insertReviewReply,
  updateReview,
} from './review.repository.js';
import { getReview } from './review.service.js';

type StaffPrincipal = Extract<Principal, { kind: 'staff' }>;

/** Whoever may change a review also sees it when it is hidden. */
const WRITER = { staff: true };

/**
 * A signed-in customer reviews a product, once. The name shown is the customer's current one; the
 * "verified purchase" mark means one of their orders with the product was delivered.
 */
export async function submitReview(db: Db, customerId: number, input: ReviewCreate) {
  const customer = await findCustomerById(db, customerId);
  if (!customer?.active) throw unauthorized();
  const product = await findProductStatus(db, input.productId);
  if (!product || product.status === 'draft') {
    throw new AppError(404, 'NOT_FOUND', 'Product not found', [
      { field: 'productId', code: 'NO_SUCH_PRODUCT', message: 'no such product' },
    ]).worded({}, 'PRODUCT_NOT_FOUND');
  }
  if (await findReviewIdOf(db, customerId, input.productId)) {
    throw conflict('DUPLICATE_REVIEW', 'You have already reviewed this product; edit your review instead', [
      { field: 'productId', code: 'ALREADY_REVIEWED', message: 'already reviewed' },
    ]).worded({}, 'HAVE_ALREADY_REVIEWED_PRODUCT_EDIT');
  }
  const id = await insertReview(db, {
    productId: input.productId,
    customerId,
    customerName: customer.name,
    rating: input.rating,
    title: input.title ?? null,
    comment: input.comment,
    verifiedPurchase: await hasReceivedProduct(db, customerId, input.productId),
  });
  return getReview(db, id, WRITER);
}

/** Staff may hide or show a review; its author may change what they wrote, nobody else may. */
export async function editReview(db: Db, id: number, input: ReviewUpdate, actor: Principal) {
  const current = await findReview(db, id);
  if (!current) throw notFound('Review');
  const { hidden, ...content } = input;
  const changesContent = Object.values(content).some((v) => v !== undefined);
  if (actor.kind === 'staff') {
    if (changesContent)
      throw forbidden('Staff may hide or show a review, not change its words').worded(
        {},
        'STAFF_MAY_HIDE_SHOW_REVIEW',
      );
    if (hidden !== undefined) await updateReview(db, id, { hidden });
    return getReview(db, id, WRITER);
  }
  if (current.customerId !== actor.id) throw forbidden('This is not your review').worded({}, 'NOT_REVIEW');
  if (hidden !== undefined)
    throw forbidden('Only staff may hide a review').worded({}, 'ONLY_STAFF_MAY_HIDE_REVIEW');
  if (changesContent) {
    await updateReview(db, id, {
      ...content,
      // The author may have received the product since writing.
      verifiedPurchase:
        current.verifiedPurchase || (await hasReceivedProduct(db, actor.id, current.productId)),
    });
  }
  return getReview(db, id, WRITER);
}

export async function removeReview(db: Db, id: number, actor: Principal) {
  const current = await findReview(db, id);
  if (!current) throw notFound('Review');
  if (actor.kind === 'customer' && current.customerId !== actor.id)
    throw forbidden('This is not your review').worded({}, 'NOT_REVIEW');
  await deleteReview(db, id);
}

/** A staff answer to a review, signed with the staff member's current name. */
export async function replyToReview(db: Db, reviewId: number, message: string, staff: StaffPrincipal) {
  if (!(await findReview(db, reviewId))) throw notFound('Review');
  const user = await findStaffUserById(db, staff.id);
  if (!user?.active) throw unauthorized();
  await insertReviewReply(db, { reviewId, userId: user.id, userName: user.name, message });
  return getReview(db, reviewId, WRITER);
}

export async function removeReviewReply(db: Db, replyId: number) {
  if (!(await deleteReviewReply(db, replyId))) throw notFound('Reply');
}
