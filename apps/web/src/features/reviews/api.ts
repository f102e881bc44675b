'use client';

import type { ProductReviews, Review, ReviewCreate } from '@farm/contract';
import { reviewRoutes } from '@farm/contract/plain/routes/review';
import { apiCall, type Envelope } from '@/lib/api/client';

export const REVIEWS_PAGE_SIZE = 20;

/** One page of a product's visible reviews, newest first, with the rating summary. */
export async function fetchProductReviews(productId: number, page: number): Promise<ProductReviews> {
  return apiCall(reviewRoutes.listProductReviews, {
    params: { productId },
    query: { page, size: REVIEWS_PAGE_SIZE },
  });
}

/** Reviews a product as the signed-in customer; answers 'Review Submitted Successfully'. */
export function submitReview(review: ReviewCreate): Promise<Envelope<Review>> {
  return apiCall(reviewRoutes.createReview, { body: review });
}
