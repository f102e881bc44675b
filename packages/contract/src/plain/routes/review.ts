import { route } from '../http';

/** Product reviews: the storefront's reading and writing, the staff's moderation and answers. */
export const reviewRoutes = {
  listReviews: route('GET', '/review/all', 'staff', { summary: 'All reviews, newest first (staff)' }),
  listProductReviews: route('GET', '/review/product/:productId', 'public', {
    summary: "A product's reviews, newest first, with its rating summary",
  }),
  getReview: route('GET', '/review/:id', 'public'),
  createReview: route('POST', '/review', 'customer', {
    summary: 'Review a product (signed-in customer, once per product)',
    errors: ['DUPLICATE_REVIEW'],
  }),
  replyToReview: route('POST', '/review/reply', 'staff', {
    summary: 'Answer a review (staff); `userId` is ignored, the token says who answers',
  }),
  deleteReviewReply: route('DELETE', '/review/reply/:id', 'staff'),
  updateReview: route('PUT', '/review/:id', 'customerOrStaff', {
    summary: 'Staff hide or show a review; its author edits rating, title and comment',
  }),
  deleteReview: route('DELETE', '/review/:id', 'customerOrStaff'),
};
