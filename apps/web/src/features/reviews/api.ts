'use client';

import type { ProductReviews, Review, ReviewCreate } from '@farm/contract';
import { apiCall, type Envelope } from '@/lib/api/client';

export const REVIEWS_PAGE_SIZE = 20;

export function reviewsKey(productId: number) {
  return ['reviews', productId] as const;
}

/** One page of a product's visible reviews, newest first, with the rating summary. */
export async function fetchProductReviews(productId: number, page: number): Promise<ProductReviews> {
  return (await apiCall<Review[]>(
    `/review/product/${productId}?page=${page}&size=${REVIEWS_PAGE_SIZE}`,
  )) as ProductReviews;
}

/** POST /review by the signed-in customer; answers 'Review Submitted Successfully'. */
export function submitReview(review: ReviewCreate): Promise<Envelope<Review>> {
  return apiCall<Review>('/review', { method: 'POST', body: review });
}
