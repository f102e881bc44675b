/** Product reviews and the staff's replies. */
export { REVIEW_RATE_LIMIT } from './review.routes.js';
